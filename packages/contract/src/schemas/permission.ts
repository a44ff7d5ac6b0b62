import { z } from "zod";
import { bInt, pageQuery, qInt, qString, qStringArray } from "../query.js";

const int = z.number().int();

/**
 * One permission row: `GRPC /api.v1.<Service>/<Method>` for an API route, `POST /api/v1/upload/<kind>` for an
 * upload (api-contract §1.7, permission-rpc-names.ts), with the pages of our admin that holding it unlocks.
 */
export const permissionSchema = z.object({
  id: int,
  method: z.string(),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  pages: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const permissionMessages = {
  titleRequired: "请输入权限名称",
  notFound: "权限不存在",
} as const;

export const permissionQuerySchema = z.object({
  id: qInt().pipe(z.number({ error: permissionMessages.notFound }).int().positive(permissionMessages.notFound)),
});
/** Without `size` (or size ≤ 0) every row (api-contract §1.6): the group permission form asks for all. */
export const permissionListQuerySchema = z.object({
  ...pageQuery,
  size: qInt(0),
  wd: qString(),
  method: qStringArray(),
  path: qString(),
});
export const permissionListReplySchema = z.object({ total: int, permission: z.array(permissionSchema) });
export const userPermissionReplySchema = z.object({ permission: z.array(permissionSchema) });

/** Only the title and the description can be edited; method, path and pages follow the code. */
export const permissionUpdateBodySchema = z.object({
  id: bInt(),
  title: z.string({ error: permissionMessages.titleRequired }).trim().min(1, permissionMessages.titleRequired).max(64, "权限名称不能超过64个字符"),
  description: z.string().trim().max(255, "描述不能超过255个字符").optional().default(""),
});
