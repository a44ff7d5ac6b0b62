import { apiCall } from "./http.js";

export interface ConversionTimes {
  /** Seconds from the start of each upload until its document was seen converted (status 2), ascending. */
  seconds: number[];
  /** Uploads not converted when the wait ended (or whose conversion failed). */
  unconverted: number;
}

/**
 * Waits (at most `timeoutMs`) for the documents uploaded during a step, polling each every 250 ms, so that no
 * conversion runs into the next step; records when each was first seen converted.
 */
export async function waitForConversions(origin: string, adminToken: string, uploads: Array<{ id: number; startedAt: number }>, timeoutMs = 180_000): Promise<ConversionTimes> {
  const pending = new Map(uploads.map((u) => [u.id, u.startedAt]));
  const seconds: number[] = [];
  let unconverted = 0;
  const deadline = performance.now() + timeoutMs;
  while (pending.size > 0 && performance.now() < deadline) {
    for (const [id, startedAt] of pending) {
      const doc = await apiCall<{ status: number }>(origin, `/api/v1/document?id=${id}`, { token: adminToken });
      if (doc.status !== 2 && doc.status !== 3) continue;
      if (doc.status === 2) seconds.push((performance.now() - startedAt) / 1000);
      else unconverted++;
      pending.delete(id);
    }
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { seconds: seconds.sort((a, b) => a - b), unconverted: unconverted + pending.size };
}
