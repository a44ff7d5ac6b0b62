import type { Permission, permissionListQuerySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { countRows, keywordMatch, pageWindow } from "../../db/list-query.js";
import { toPermission } from "./permission-view.js";

/**
 * Permissions by path, filtered by keyword (title, path, description), methods (any case: the established client
 * sends `grpc`) and a path fragment; every row without a size.
 */
export async function listPermissions(
  ctx: AppContext,
  query: z.output<typeof permissionListQuerySchema>,
): Promise<{ total: number; permission: Permission[] }> {
  let filtered = ctx.db.kysely.selectFrom("permission");
  const wd = query.wd?.trim();
  if (wd) filtered = filtered.where(keywordMatch(["title", "path", "description"], wd));
  const methods = query.method.map((m) => m.trim().toUpperCase()).filter(Boolean);
  if (methods.length) filtered = filtered.where("method", "in", methods);
  const path = query.path?.trim();
  if (path) filtered = filtered.where(keywordMatch(["path"], path));
  const { limit, offset } = pageWindow(query.page, query.size);
  const rows = await filtered.selectAll().orderBy("path").orderBy("method").limit(limit).offset(offset).execute();
  const total = await countRows(filtered);
  return { total, permission: rows.map(toPermission) };
}
