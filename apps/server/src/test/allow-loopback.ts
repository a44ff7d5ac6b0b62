import { allowHostsSetting, outboundPolicyFor } from "../outbound/outbound-policy.js";

/**
 * The fake model providers, payment gateways and SMTP servers of the tests, browser tests and benches listen on
 * 127.0.0.1, an address the outbound guard (outbound/outbound-policy.ts) refuses unless the administrator allows
 * it: they allow it the same way, through `security.outbound_allow_hosts`.
 */
export const allowLoopbackEntry = { ...allowHostsSetting, value: "127.0.0.1" };

/** The outbound policy of a server that allows 127.0.0.1, for calls made without one (a hand-built ResolvedModel). */
export const loopbackOutbound = outboundPolicyFor(allowLoopbackEntry.value);

/** Allows 127.0.0.1 on a server, through its settings store (`server.ctx.settings`). */
export async function allowLoopback(settings: { save(entries: Array<{ category: string; name: string; value: string }>): Promise<void> }): Promise<void> {
  await settings.save([allowLoopbackEntry]);
}
