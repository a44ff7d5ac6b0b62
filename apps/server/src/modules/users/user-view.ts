import type { UserPrivate, UserPublic } from "@wenku/contract";
import type { UserRow } from "../session/actor.js";
import { isVipNow } from "./is-vip-now.js";

/**
 * What anyone may see of a user: name, avatar, signature, status, counts of public work and when they joined.
 * Credits, VIP state and activity times (last sign-in, last change) are the user's own business.
 */
export function toPublicUser(row: UserRow): UserPublic {
  return {
    id: Number(row.id),
    username: row.username,
    avatar: row.avatar,
    signature: row.signature,
    status: row.status,
    doc_count: row.doc_count,
    follow_count: row.follow_count,
    fans_count: row.fans_count,
    favorite_count: row.favorite_count,
    comment_count: row.comment_count,
    article_count: row.article_count,
    created_at: row.created_at,
  };
}

/**
 * The user as they see themselves; administrators also get the remark. For administrators `is_vip` is the flag
 * they edit (VIP without end), beside `vip_expired_at`, so saving the user form never turns bought VIP time into
 * VIP without end; everyone else sees whether the user is VIP now.
 */
export function toPrivateUser(row: UserRow, options: { withRemark?: boolean } = {}): UserPrivate {
  return {
    ...toPublicUser(row),
    credit_count: Number(row.credit_count),
    is_vip: isVipNow(row),
    ...(row.login_at ? { login_at: row.login_at } : {}),
    updated_at: row.updated_at,
    email: row.email,
    mobile: row.mobile,
    mobile_verified: row.mobile !== "" && row.mobile_verified === 1,
    realname: row.realname,
    identity: row.identity,
    address: row.address,
    register_ip: row.register_ip,
    last_login_ip: row.last_login_ip,
    ...(row.vip_expired_at ? { vip_expired_at: row.vip_expired_at } : {}),
    has_password: row.password_hash !== "",
    ...(options.withRemark ? { remark: row.remark, is_vip: row.is_vip === 1 } : {}),
  };
}
