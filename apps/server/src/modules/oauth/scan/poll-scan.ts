import { OauthType, oauthMessages } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/columns.js";
import { badRequest } from "../../../http/errors.js";
import { sha256 } from "../secret-hash.js";
import { signInIdentity, type OauthLoginReply } from "../sign-in-identity.js";

type ScanStatus = { status: "waiting" | "scanned" | "cancelled" | "expired" } | ({ status: "done" } & OauthLoginReply);

/** How each kind of scan names its new accounts and refreshes its binding (as its own sign-in does). */
const signInAs = (oauthType: number) =>
  oauthType === OauthType.miniprogram ? { usernamePrefix: "wechatmp", username: "微信用户" } : { usernamePrefix: "wx", username: "" };

/**
 * POST scan/login/status, polled by the browser that asked for the code (its oauth cookie): waiting, scanned (the
 * official account awaits 确认登录 on the phone), cancelled, expired — or, once confirmed, signed in (spent once).
 */
export async function pollScan(ctx: AppContext, scene: string, browserSecret: string, ip: string): Promise<ScanStatus> {
  const db = ctx.db.kysely;
  const row = await db.selectFrom("oauth_scan").selectAll().where("scene", "=", scene).where("browser_hash", "=", sha256(browserSecret)).executeTakeFirst();
  if (!row || !browserSecret || row.used_at) throw badRequest(oauthMessages.stateInvalid);
  if (row.state === "cancelled") return { status: "cancelled" };
  if (row.expires_at <= nowIso()) return { status: "expired" };
  if (row.state !== "confirmed") return { status: row.state === "scanned" ? "scanned" : "waiting" };
  const spent = await db.updateTable("oauth_scan").set({ used_at: nowIso() }).where("scene", "=", scene).where("used_at", "=", "").executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) throw badRequest(oauthMessages.stateInvalid);
  const as = signInAs(row.oauth_type);
  const identity = { openid: row.openid, unionid: row.unionid, username: as.username, avatar: "" };
  const reply = await signInIdentity(ctx, { oauthType: row.oauth_type, usernamePrefix: as.usernamePrefix, identity, redirect: row.redirect, ip, browserSecret });
  return { status: "done", ...reply };
}
