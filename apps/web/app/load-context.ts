import type { SsrServices } from "@wenku/contract";

declare module "react-router" {
  interface AppLoadContext {
    services: SsrServices;
  }
}

export {};
