import type { Release } from "@wenku/contract";
import type { ReadableStream } from "node:stream/web";
import type { Response } from "undici";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { outboundPolicy, outboundRefusalIn } from "../../outbound/outbound-policy.js";
import { summariseReply } from "../../outbound/summarise.js";
import { readRelease, saveRelease } from "./release-state.js";

const TIMEOUT_MS = 10_000;
/** A release note is a few kilobytes; a source sending more is not read further. */
export const MAX_RELEASE_BYTES = 256 * 1024;
const MAX_BODY_CHARS = 20_000;

/**
 * A release as GitHub's and Gitee's "latest release" APIs describe it (`tag_name`, `name`, `body`, `published_at`),
 * or `release_at` as in the established product; a list's first entry is the latest.
 */
const announcedSchema = z.object({
  tag_name: z.string().trim().min(1).max(200),
  name: z.string().max(500).nullish(),
  body: z.string().nullish(),
  release_at: z.string().max(100).nullish(),
  published_at: z.string().max(100).nullish(),
  created_at: z.string().max(100).nullish(),
});

class CheckFailed extends Error {}

/** The body, up to MAX_RELEASE_BYTES; more than that fails the check. */
async function limitedText(response: Response): Promise<string> {
  const reader = (response.body as ReadableStream<Uint8Array> | null)?.getReader();
  if (!reader) return "";
  const chunks: Buffer[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_RELEASE_BYTES) {
      await reader.cancel();
      throw new CheckFailed(`版本信息超过 ${MAX_RELEASE_BYTES / 1024} KB，已放弃读取`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function fetchAnnounced(ctx: AppContext, source: string): Promise<z.infer<typeof announcedSchema>> {
  const policy = await outboundPolicy(ctx);
  const response = await policy
    .fetch(source, { headers: { Accept: "application/json", "User-Agent": "wenku-release-check/1" }, signal: AbortSignal.timeout(TIMEOUT_MS) })
    .catch((error: unknown) => {
      const refused = outboundRefusalIn(error);
      if (refused) throw new CheckFailed(refused.message);
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new CheckFailed(timedOut ? `${TIMEOUT_MS / 1000} 秒内没有响应` : `无法连接：${summariseReply(String((error as Error)?.cause ?? error))}`);
    });
  if (!response.ok) {
    await response.body?.cancel();
    throw new CheckFailed(`服务器返回 HTTP ${response.status}`);
  }
  const text = await limitedText(response);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CheckFailed("返回的内容不是 JSON");
  }
  const parsed = announcedSchema.safeParse(Array.isArray(json) ? json[0] : json);
  if (!parsed.success) throw new CheckFailed("返回的 JSON 中没有版本号（tag_name）");
  return parsed.data;
}

/**
 * POST /api/v1/release: asks the source the operator set for its latest release and keeps it. Without a source
 * nothing is fetched. A failed check keeps the release known before and records why.
 */
export async function checkRelease(ctx: AppContext): Promise<Release> {
  const { source } = await readRelease(ctx);
  if (!source) return readRelease(ctx);
  try {
    const announced = await fetchAnnounced(ctx, source);
    await saveRelease(ctx, {
      tag_name: announced.tag_name,
      name: announced.name ?? "",
      body: (announced.body ?? "").slice(0, MAX_BODY_CHARS),
      release_at: announced.release_at ?? announced.published_at ?? announced.created_at ?? "",
      checked_at: nowIso(),
      error: "",
    });
  } catch (error) {
    if (!(error instanceof CheckFailed)) throw error;
    await saveRelease(ctx, { checked_at: nowIso(), error: error.message });
  }
  return readRelease(ctx);
}
