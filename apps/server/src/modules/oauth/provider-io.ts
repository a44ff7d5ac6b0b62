import type { AppContext } from "../../context.js";
import { outboundPolicy } from "../../outbound/outbound-policy.js";
import type { ProviderIo } from "./providers/provider.js";

/**
 * Providers are reached through the outbound guard. A test server (env.oauthTestOrigin, never set from the
 * environment) sends each fixed provider's address to a local fake instead: https://host/path → <origin>/host/path.
 */
export async function providerIo(ctx: AppContext): Promise<ProviderIo> {
  const policy = await outboundPolicy(ctx);
  const testOrigin = ctx.env.oauthTestOrigin;
  return {
    url(address) {
      if (!testOrigin) return address;
      const real = new URL(address);
      return `${testOrigin}/${real.host}${real.pathname}${real.search}`;
    },
    fetch: (url, init) => policy.fetch(url, init),
    insecure: testOrigin !== undefined,
  };
}
