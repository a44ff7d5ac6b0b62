import type { Release } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { isNewer, runningVersion } from "./running-version.js";
import "./tables.js";

const ROW_ID = 1;

interface ReleaseFields {
  source?: string;
  tag_name?: string;
  name?: string;
  body?: string;
  release_at?: string;
  ignore_tag?: string;
  checked_at?: string;
  error?: string;
}

async function readRow(ctx: AppContext): Promise<ReleaseFields> {
  return (await ctx.db.kysely.selectFrom("release_check").selectAll().where("id", "=", ROW_ID).executeTakeFirst()) ?? {};
}

/** Writes some fields of the one row, creating it the first time. */
export async function saveRelease(ctx: AppContext, fields: ReleaseFields): Promise<void> {
  const updated_at = nowIso();
  await ctx.db.kysely
    .insertInto("release_check")
    .values({ id: ROW_ID, ...fields, updated_at })
    .onConflict((oc) => oc.column("id").doUpdateSet({ ...fields, updated_at }))
    .execute();
}

/** GET /api/v1/release: the latest release known, the running version, and whether to tell the operator. */
export async function readRelease(ctx: AppContext): Promise<Release> {
  const row = await readRow(ctx);
  const current = runningVersion();
  const tag = row.tag_name ?? "";
  const ignore = row.ignore_tag ?? "";
  return {
    tag_name: tag, name: row.name ?? "", body: row.body ?? "", release_at: row.release_at ?? "", ignore, source: row.source ?? "", current,
    has_update: tag !== "" && tag !== ignore && isNewer(tag, current), checked_at: row.checked_at ?? "", error: row.error ?? "",
  };
}

/** PUT /api/v1/release/source: a new source forgets what the old one announced; nothing is fetched here. */
export async function setReleaseSource(ctx: AppContext, source: string): Promise<void> {
  const row = await readRow(ctx);
  if ((row.source ?? "") === source) return;
  await saveRelease(ctx, { source, tag_name: "", name: "", body: "", release_at: "", checked_at: "", error: "" });
}

/** PUT /api/v1/release/ignore. */
export async function ignoreRelease(ctx: AppContext, tag: string): Promise<void> {
  await saveRelease(ctx, { ignore_tag: tag });
}
