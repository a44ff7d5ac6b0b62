import type { SsrServices } from "@wenku/contract";

declare module "react-router" {
  interface AppLoadContext {
    services: SsrServices;
    /**
     * This render's script mark, written as the `nonce` of every inline script the templates emit; the server hashes
     * the scripts that carry it into the page's policy and takes it off the page (apps/server/src/web/page-scripts.ts).
     */
    nonce?: string;
  }
}

export {};
