import type { UserVip } from "@wenku/contract";
import type { Selectable } from "kysely";
import type { UserVipTable } from "./tables.js";

export type UserVipRow = Selectable<UserVipTable>;

export function toUserVip(row: UserVipRow, username: string): UserVip {
  return {
    id: Number(row.id),
    user_id: Number(row.user_id),
    username,
    type: row.type,
    order_no: row.order_no,
    times: row.times,
    download: row.download,
    download_used: row.download_used,
    discount: row.discount,
    joined_at: row.joined_at,
    expired_at: row.expired_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
