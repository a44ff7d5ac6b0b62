import type { Permission, permissionListQuerySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { matchesKeyword } from "../users/keyword.js";
import { toPermission } from "./projection.js";

/** Permissions by path, filtered by keyword (title, path, description), methods and a path fragment. */
export async function listPermissions(
  ctx: AppContext,
  query: z.output<typeof permissionListQuerySchema>,
): Promise<{ total: number; permission: Permission[] }> {
  let filtered = ctx.db.kysely.selectFrom("permission");
  const wd = query.wd?.trim();
  if (wd) filtered = filtered.where(matchesKeyword(["title", "path", "description"], wd));
  const methods = query.method.map((m) => m.trim().toUpperCase()).filter(Boolean);
  if (methods.length) filtered = filtered.where("method", "in", methods);
  const path = query.path?.trim();
  if (path) filtered = filtered.where(matchesKeyword(["path"], path));
  const requested = query.size ?? 0;
  const size = requested > 0 ? Math.min(requested, 10_000) : 10_000;
  const page = Math.max(1, query.page ?? 1);
  const rows = await filtered.selectAll().orderBy("path").orderBy("method").limit(size).offset((page - 1) * size).execute();
  const { n } = await filtered.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return { total: Number(n), permission: rows.map(toPermission) };
}
