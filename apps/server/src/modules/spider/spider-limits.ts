import type { AppContext } from "../../context.js";
import { outboundPolicy } from "../../outbound/outbound-policy.js";
import { allowedDocumentExtensions, maxDocumentBytes } from "../upload/upload-limits.js";
import type { ConnectionRules } from "./safe-fetch/guarded-dispatcher.js";

/** A page (HTML) is read whole to find links or an article: at most this large. */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
export const PAGE_TIMEOUT_MS = 30_000;
/** One download, redirects and body included. */
export const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

export interface SpiderLimits {
  rules: ConnectionRules;
  /** The document types an upload may have (the upload module's rule). */
  extensions: string[];
  maxBytes: number;
}

/**
 * The limits in force now: the upload module's types and size, and the hosts `security.outbound_allow_hosts` lets
 * through although they are loopback or private. Tests may add connection rules (a resolver) of their own.
 */
export async function spiderLimits(ctx: AppContext, extra: Partial<ConnectionRules> = {}): Promise<SpiderLimits> {
  const policy = await outboundPolicy(ctx);
  return {
    rules: { allowHosts: policy.allowHosts, ...extra },
    extensions: await allowedDocumentExtensions(ctx),
    maxBytes: await maxDocumentBytes(ctx),
  };
}
