import crypto from "node:crypto";
import type { ExpressionBuilder } from "kysely";
import { oauthRedirectTarget } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import type { Database } from "../../../db/schema.js";
import { nowIso } from "../../../db/columns.js";
import { randomToken, sha256 } from "../secret-hash.js";
import type { Identity } from "../providers/provider.js";

/** How long a shown code may be scanned. */
export const SCAN_TTL_S = 300;
/** After a scan, how long the phone has to confirm; after a confirmation, how long the browser has to collect it. */
export const CONFIRM_WINDOW_S = 180;
const KEEP_MS = 24 * 3600_000;

export type ScanState = "waiting" | "scanned" | "confirmed" | "cancelled";

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/**
 * A random scene (128 bits, base64url): fits both WeChat limits — a mini-program code's scene (≤ 32 characters of
 * [0-9A-Za-z!#$&'()*+,/:;=?@-._~]) and an official-account QR's scene_str (≤ 64).
 */
export const newScene = () => `wk${crypto.randomBytes(16).toString("base64url")}`;

/** Records a code shown to one browser (its oauth cookie): only that browser may poll it (scan/login/status). */
export async function insertScan(
  ctx: AppContext,
  input: { scene: string; oauthType: number; browserSecret: string; redirect: string; ip: string; expiresIn: number },
): Promise<void> {
  const db = ctx.db.kysely;
  await db.deleteFrom("oauth_scan").where("expires_at", "<", new Date(Date.now() - KEEP_MS).toISOString()).execute();
  await db
    .insertInto("oauth_scan")
    .values({
      scene: input.scene, oauth_type: input.oauthType, browser_hash: sha256(input.browserSecret), request_ip: input.ip.slice(0, 64),
      redirect: oauthRedirectTarget(input.redirect), created_at: nowIso(), expires_at: inSeconds(input.expiresIn),
    })
    .execute();
}

/** A scene of this kind still waiting for its scan (not expired), if any. */
export function waitingScan(ctx: AppContext, scene: string, oauthType: number) {
  return ctx.db.kysely
    .selectFrom("oauth_scan")
    .select(["scene", "expires_at"])
    .where("scene", "=", scene)
    .where("oauth_type", "=", oauthType)
    .where("state", "=", "waiting")
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
}

/**
 * The official account reported that `openid` scanned the QR of `scene`: the scene awaits the phone's confirmation,
 * and the answer is the one-time token of the confirmation link (only its SHA-256 is kept). The first scanner holds
 * the scene: scanning again (a lost message) gives them a new link, the earlier one no longer working; anyone else,
 * an unknown or expired scene, gets undefined.
 */
export async function markScanned(ctx: AppContext, scene: string, oauthType: number, identity: Pick<Identity, "openid" | "unionid">): Promise<string | undefined> {
  const token = randomToken();
  const result = await ctx.db.kysely
    .updateTable("oauth_scan")
    .set({ state: "scanned", openid: identity.openid, unionid: identity.unionid, confirm_token_hash: sha256(token), expires_at: inSeconds(CONFIRM_WINDOW_S) })
    .where("scene", "=", scene)
    .where("oauth_type", "=", oauthType)
    .where((eb) => eb.or([eb("state", "=", "waiting"), eb.and([eb("state", "=", "scanned"), eb("openid", "=", identity.openid)])]))
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? token : undefined;
}

/** The mini-program's scan/login confirms a waiting scene at once for this identity (the phone's POST is the confirmation). */
export async function confirmWaitingScan(ctx: AppContext, scene: string, oauthType: number, identity: Pick<Identity, "openid" | "unionid">): Promise<boolean> {
  const result = await ctx.db.kysely
    .updateTable("oauth_scan")
    .set({ state: "confirmed", openid: identity.openid, unionid: identity.unionid, expires_at: inSeconds(CONFIRM_WINDOW_S) })
    .where("scene", "=", scene)
    .where("oauth_type", "=", oauthType)
    .where("state", "=", "waiting")
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The scene scanned and waiting for its confirmation link's token (hashed), before it expires or is used. */
const scannedAwaiting = (scene: string, token: string) => (eb: ExpressionBuilder<Database, "oauth_scan">) =>
  eb.and([
    eb("scene", "=", scene),
    eb("state", "=", "scanned"),
    eb("confirm_token_hash", "=", token ? sha256(token) : "-"),
    eb("expires_at", ">", nowIso()),
    eb("used_at", "=", ""),
  ]);

/** A scanned scene whose confirmation link carries `token`, unexpired and not yet decided. */
export function scannedWithToken(ctx: AppContext, scene: string, token: string) {
  return ctx.db.kysely
    .selectFrom("oauth_scan")
    .select(["request_ip", "created_at", "expires_at"])
    .where(scannedAwaiting(scene, token))
    .executeTakeFirst();
}

/** Spends the confirmation link's token once: confirmed (the browser then has CONFIRM_WINDOW_S to collect) or cancelled. */
export async function decideScanned(ctx: AppContext, scene: string, token: string, accept: boolean): Promise<boolean> {
  const result = await ctx.db.kysely
    .updateTable("oauth_scan")
    .set({ state: accept ? "confirmed" : "cancelled", confirm_token_hash: "", ...(accept ? { expires_at: inSeconds(CONFIRM_WINDOW_S) } : {}) })
    .where(scannedAwaiting(scene, token))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
