import type { Sms, smsListQuerySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { pageWindow } from "../../db/list-query.js";
import { notFound } from "../../http/errors.js";

/** The send log never holds a code; the reply's `code` is this mask. */
const CODE_MASK = "******";

function baseQuery(ctx: AppContext) {
  return ctx.db.kysely.selectFrom("sms as s").leftJoin("user as u", "u.id", "s.user_id");
}

type SmsRow = { id: number; mobile: string; type: number; status: number; provider: string; error: string; response: string; ip: string;
  user_id: number; username: string | null; created_at: string; updated_at: string };

const toView = (r: SmsRow): Sms => ({
  id: Number(r.id), mobile: r.mobile, code: CODE_MASK, type: r.type, status: r.status, provider: r.provider, error: r.error, response: r.response,
  ip: r.ip, user_id: Number(r.user_id), username: r.username ?? "", created_at: r.created_at, updated_at: r.updated_at,
});

/** GET /api/v1/sms/list: the send log, newest first, filtered by number (part of it), status, type and member. */
export async function listSms(ctx: AppContext, query: z.output<typeof smsListQuerySchema>): Promise<{ total: number; sms: Sms[] }> {
  let base = baseQuery(ctx);
  const mobile = query.mobile?.trim();
  if (mobile) base = base.where("s.mobile", "like", `%${mobile.replace(/[^\d]/g, "")}%`);
  if (query.status.length > 0) base = base.where("s.status", "in", query.status);
  if (query.type.length > 0) base = base.where("s.type", "in", query.type);
  if (query.user_id.length > 0) base = base.where("s.user_id", "in", query.user_id);
  const { limit, offset } = pageWindow(query.page ?? 1, query.size ?? 10, { min: 1, max: 1000 });
  const rows = await base.selectAll("s").select("u.username").orderBy("s.id", "desc").limit(limit).offset(offset).execute();
  const { n } = await base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  return { total: Number(n), sms: rows.map(toView) };
}

/** GET /api/v1/sms: one send; 404 when there is none. */
export async function getSms(ctx: AppContext, id: number | undefined): Promise<Sms> {
  const row = id ? await baseQuery(ctx).selectAll("s").select("u.username").where("s.id", "=", id).executeTakeFirst() : undefined;
  if (!row) throw notFound("短信记录不存在");
  return toView(row);
}
