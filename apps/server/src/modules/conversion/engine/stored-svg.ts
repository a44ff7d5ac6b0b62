import { runSvgRequest } from "./svg-worker-pool.js";

export type StoredSvgVerdict =
  | { state: "sound" }
  | { state: "repaired"; bytes: Buffer }
  | { state: "broken"; fault: string };

/**
 * Checks a stored page (gzip-compressed or plain) in a page worker; one that is not well-formed XML comes back
 * without its data-text attributes, encoded as it was stored, when that makes it well-formed.
 */
export async function repairStoredSvg(stored: Buffer, gzipped: boolean): Promise<StoredSvgVerdict> {
  const reply = await runSvgRequest({ kind: "repair", stored, gzipped }, [], () => ({ kind: "repair", stored, gzipped }));
  if (reply.sound) return { state: "sound" };
  if (reply.bytes) return { state: "repaired", bytes: Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength) };
  return { state: "broken", fault: reply.fault ?? "unknown fault" };
}
