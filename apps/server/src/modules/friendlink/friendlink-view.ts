import type { Friendlink } from "@wenku/contract";
import type { Selectable } from "kysely";
import type { FriendlinkTable } from "../../db/core-tables.js";

export type FriendlinkRow = Selectable<FriendlinkTable>;

export function toFriendlink(row: FriendlinkRow): Friendlink {
  return {
    id: Number(row.id),
    title: row.title,
    link: row.link,
    description: row.description,
    sort: Number(row.sort),
    enable: Boolean(row.enable),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export const friendlinkNotFound = "友链不存在";
