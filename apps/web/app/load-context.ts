import type { SsrServices } from "@wenku/contract";

declare module "react-router" {
  interface AppLoadContext {
    services: SsrServices;
    /** The script nonce of this render (apps/server/src/web/page-nonce.ts); the page's policy allows only scripts carrying it. */
    nonce?: string;
  }
}

export {};
