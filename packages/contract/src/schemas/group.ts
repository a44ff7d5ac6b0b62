import { z } from "zod";
import { bBool, bInt, bIntArray, pageQuery, qInt, qIntArray, qString } from "../query.js";
import { cssColorField, visibleTitle } from "./safe-values.js";

const int = z.number().int();

/** A role: its members, and what its members may do (the capability flags). */
export const groupSchema = z.object({
  id: int,
  title: z.string(),
  color: z.string(),
  description: z.string(),
  is_default: z.boolean(),
  is_display: z.boolean(),
  sort: int,
  user_count: int,
  enable_upload: z.boolean(),
  enable_document_review: z.boolean(),
  enable_comment: z.boolean(),
  enable_comment_approval: z.boolean(),
  enable_article: z.boolean(),
  enable_article_approval: z.boolean(),
  /** AI messages and tokens per member per day; null: the site's defaults (llm.default_quota, llm.default_token_quota). */
  ai_daily_messages: int.nullable(),
  ai_daily_tokens: int.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupMessages = {
  titleRequired: "请输入用户组名称",
  titleTooLong: "用户组名称不能超过32个字符",
  titleTaken: "用户组名称已存在",
  notFound: "用户组不存在",
  adminGroupUndeletable: "超级管理员用户组不能删除",
  adminGroupPermissionsFixed: "超级管理员用户组拥有全部权限，不能修改",
  groupHasUsers: "用户组下还有用户，不能删除",
  idRequired: "请选择用户组",
  permissionNotFound: "权限不存在",
} as const;

/** JSON booleans, or the strings and numbers forms send ("true", 1). */

/** A daily AI limit: a whole number ≥ 0, or empty/null for the site's default. */
const aiDailyLimit = (label: string) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? null : typeof v === "string" ? Number(v) : v),
    z.number({ error: `${label}必须是数字` }).int({ error: `${label}必须是整数` }).min(0, `${label}不能小于 0`).max(1_000_000_000, `${label}超出范围`).nullable(),
  );

const groupFields = {
  title: visibleTitle("用户组名称", 32, { missing: groupMessages.titleRequired, tooLong: groupMessages.titleTooLong }),
  color: cssColorField(),
  description: z.string().trim().max(255, "描述不能超过255个字符"),
  is_default: bBool(),
  is_display: bBool(),
  sort: bInt(),
  enable_upload: bBool(),
  enable_document_review: bBool(),
  enable_comment: bBool(),
  enable_comment_approval: bBool(),
  enable_article: bBool(),
  enable_article_approval: bBool(),
  ai_daily_messages: aiDailyLimit("每日 AI 消息额度"),
  ai_daily_tokens: aiDailyLimit("每日 AI Token 额度"),
};

export const groupCreateBodySchema = z.object({
  ...groupFields,
  color: groupFields.color.optional().default(""),
  description: groupFields.description.optional().default(""),
  is_default: groupFields.is_default.optional().default(false),
  is_display: groupFields.is_display.optional().default(false),
  sort: groupFields.sort.optional().default(0),
  enable_upload: groupFields.enable_upload.optional().default(false),
  enable_document_review: groupFields.enable_document_review.optional().default(false),
  enable_comment: groupFields.enable_comment.optional().default(false),
  enable_comment_approval: groupFields.enable_comment_approval.optional().default(false),
  enable_article: groupFields.enable_article.optional().default(false),
  enable_article_approval: groupFields.enable_article_approval.optional().default(false),
  ai_daily_messages: groupFields.ai_daily_messages.optional().default(null),
  ai_daily_tokens: groupFields.ai_daily_tokens.optional().default(null),
});
export type GroupCreateBody = z.input<typeof groupCreateBodySchema>;

/** Fields left out keep their value. */
export const groupUpdateBodySchema = z.object({ id: bInt() }).extend(z.object(groupFields).partial().shape);
export type GroupUpdateBody = z.input<typeof groupUpdateBodySchema>;

export const groupQuerySchema = z.object({ id: qInt(), title: qString() });
export const groupDeleteQuerySchema = z.object({ id: qIntArray().pipe(z.array(int).min(1, groupMessages.idRequired)) });
/** Without `size` (or size ≤ 0) every group (api-contract §1.6): the user form asks for all. */
export const groupListQuerySchema = z.object({ ...pageQuery, size: qInt(0), wd: qString() });
export const groupListReplySchema = z.object({ total: int, group: z.array(groupSchema) });
/** GET /api/v1/user/group: the caller's groups. */
export const userGroupReplySchema = z.object({ group: z.array(groupSchema) });

export const groupPermissionQuerySchema = z.object({
  id: qInt().pipe(z.number({ error: groupMessages.idRequired }).int().positive(groupMessages.idRequired)),
});
export const groupPermissionBodySchema = z.object({
  group_id: bInt().pipe(z.number().int().positive(groupMessages.idRequired)),
  permission_id: bIntArray().pipe(z.array(int).max(10_000)),
});
export const groupPermissionReplySchema = z.object({ permission_id: z.array(int) });
