import crypto from "node:crypto";
import { OauthType, oauthMessages, oauthRedirectTarget } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/columns.js";
import { badRequest } from "../../../http/errors.js";
import { sha256 } from "../secret-hash.js";
import { signInIdentity, type OauthLoginReply } from "../sign-in-identity.js";
import { createSceneQrCode } from "./official-account-api.js";
import { officialAccountSettings, scanReady } from "./official-account-settings.js";

const SCAN_TTL_S = 300;
const KEEP_MS = 24 * 3600_000;

/** A QR code of the official account for one sign-in, polled only by the browser that asked for it (its oauth cookie). */
export async function createScan(ctx: AppContext, browserSecret: string, redirect: string) {
  const account = await officialAccountSettings(ctx);
  if (!scanReady(account)) throw badRequest(oauthMessages.officialAccountOff);
  const scene = `wk${crypto.randomBytes(16).toString("hex")}`;
  const now = Date.now();
  await ctx.db.kysely.deleteFrom("oauth_scan").where("expires_at", "<", new Date(now - KEEP_MS).toISOString()).execute();
  let qr: Awaited<ReturnType<typeof createSceneQrCode>>;
  try {
    qr = await createSceneQrCode(ctx, account, scene, SCAN_TTL_S);
  } catch (error) {
    ctx.log.warn("wechat qrcode/create failed", { error: error instanceof Error ? error.message : String(error) });
    throw badRequest(oauthMessages.officialAccountFailed);
  }
  await ctx.db.kysely
    .insertInto("oauth_scan")
    .values({
      scene, browser_hash: sha256(browserSecret), redirect: oauthRedirectTarget(redirect),
      created_at: new Date(now).toISOString(), expires_at: new Date(now + qr.expiresIn * 1000).toISOString(),
    })
    .execute();
  return { qrcode: qr.image, url: qr.content, scene, expires_in: qr.expiresIn };
}

/** The official account reported that `openid` scanned the code of `scene` (only an unexpired, unscanned one takes it). */
export async function reportScan(ctx: AppContext, scene: string, openid: string, unionid: string): Promise<boolean> {
  const result = await ctx.db.kysely
    .updateTable("oauth_scan")
    .set({ openid, unionid })
    .where("scene", "=", scene)
    .where("openid", "=", "")
    .where("used_at", "=", "")
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

type ScanStatus = { status: "waiting" | "expired" } | ({ status: "done" } & OauthLoginReply);

/** What the polling browser learns: still waiting, expired, or — once scanned — signed in (the scan is spent once). */
export async function pollScan(ctx: AppContext, scene: string, browserSecret: string, ip: string): Promise<ScanStatus> {
  const db = ctx.db.kysely;
  const row = await db.selectFrom("oauth_scan").selectAll().where("scene", "=", scene).where("browser_hash", "=", sha256(browserSecret)).executeTakeFirst();
  if (!row || !browserSecret || row.used_at) throw badRequest(oauthMessages.stateInvalid);
  const now = nowIso();
  if (!row.openid) return { status: row.expires_at > now ? "waiting" : "expired" };
  const spent = await db.updateTable("oauth_scan").set({ used_at: now }).where("scene", "=", scene).where("used_at", "=", "").executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) throw badRequest(oauthMessages.stateInvalid);
  const identity = { openid: row.openid, unionid: row.unionid, username: "", avatar: "" };
  const reply = await signInIdentity(ctx, { oauthType: OauthType.officialaccount, usernamePrefix: "wx", identity, redirect: row.redirect, ip, browserSecret });
  return { status: "done", ...reply };
}
