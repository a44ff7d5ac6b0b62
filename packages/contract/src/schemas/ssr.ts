/**
 * What server-rendered pages may load: the anonymous view of public data, implemented by the server with the
 * same service functions as the API (apps/server/src/web/ssr-services.ts). Each capability adds its members.
 */
export interface SsrServices {
  ping(): Promise<{ name: string }>;
}
