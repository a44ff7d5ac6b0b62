import { usernameSkeleton } from "../../modules/users/username-skeleton.js";
import type { SourceRow } from "./source.js";
import { rowsOf, skip, type Mapped } from "./step.js";
import { flag, idOf, int, isoOrNull, str, times } from "./values.js";

/**
 * A MOREDOC user. The password hash is kept as it is (Django-style `md5$salt$hex`): the first sign-in checks it in
 * that scheme and stores an argon2id hash instead (modules/users/legacy-password.ts).
 */
export function mapUser(row: SourceRow): Mapped {
  const username = str(row.username).trim();
  if (!username) return skip("用户名为空");
  return rowsOf({
    table: "user",
    row: {
      id: idOf(row),
      username,
      username_skeleton: usernameSkeleton(username),
      password_hash: str(row.password),
      email: str(row.email),
      mobile: str(row.mobile),
      realname: str(row.realname),
      identity: str(row.identity),
      avatar: str(row.avatar),
      address: str(row.address),
      signature: str(row.signature),
      remark: str(row.remark),
      status: int(row.status),
      credit_count: int(row.credit_count),
      doc_count: int(row.doc_count),
      follow_count: int(row.follow_count),
      fans_count: int(row.fans_count),
      favorite_count: int(row.favorite_count),
      comment_count: int(row.comment_count),
      article_count: int(row.article_count),
      register_ip: str(row.register_ip),
      last_login_ip: str(row.last_login_ip),
      login_at: isoOrNull(row.login_at),
      ...times(row),
    },
  });
}

/** A group keeps its id, so the administrators (1) and members (2) groups of a new site take MOREDOC's. */
export function mapGroup(row: SourceRow): Mapped {
  const title = str(row.title).trim();
  if (!title) return skip("用户组名称为空");
  return rowsOf({
    table: "groups",
    row: {
      id: idOf(row),
      title,
      color: str(row.color),
      description: str(row.description),
      is_default: flag(row.is_default),
      is_display: flag(row.is_display),
      sort: int(row.sort),
      enable_upload: flag(row.enable_upload),
      enable_document_review: flag(row.enable_document_review),
      enable_comment: flag(row.enable_comment, 1),
      enable_comment_approval: flag(row.enable_comment_approval),
      enable_article: flag(row.enable_article, 1),
      enable_article_approval: flag(row.enable_article_approval),
      ...times(row),
    },
  });
}

export const groupUpsertColumns = [
  "title", "color", "description", "is_default", "is_display", "sort", "enable_upload", "enable_document_review",
  "enable_comment", "enable_comment_approval", "enable_article", "enable_article_approval", "created_at", "updated_at",
];

export function mapUserGroup(row: SourceRow): Mapped {
  return rowsOf({ table: "user_group", row: { user_id: int(row.user_id), group_id: int(row.group_id) } });
}

/** `method path` of a permission row, the key MOREDOC's and ours share (api-contract §1.7). */
export const permissionKey = (method: unknown, path: unknown) => `${str(method).toUpperCase()} ${str(path)}`;

/**
 * A MOREDOC grant becomes the grant of our permission row with the same method and path; `ours` maps MOREDOC's
 * permission id to ours (undefined: we have no such permission).
 */
export function mapGroupPermission(row: SourceRow, ours: Map<number, number>, groups: Set<number>): Mapped {
  const permissionId = ours.get(int(row.permission_id));
  if (permissionId === undefined) return skip("权限在 Wenku 中没有对应项");
  if (!groups.has(int(row.group_id))) return skip("用户组不存在");
  return rowsOf({ table: "group_permission", row: { group_id: int(row.group_id), permission_id: permissionId } });
}
