import type { Advertisement, AdvertisementPublic } from "@wenku/contract";
import type { Selectable } from "kysely";
import type { AdvertisementTable } from "./tables.js";

export type AdvertisementRow = Selectable<AdvertisementTable>;

export function toAdvertisement(row: AdvertisementRow): Advertisement {
  return {
    id: Number(row.id),
    user_id: Number(row.user_id),
    position: row.position,
    title: row.title,
    content: row.content,
    enable: Boolean(row.enable),
    remark: row.remark,
    ...(row.start_time ? { start_time: row.start_time } : {}),
    ...(row.end_time ? { end_time: row.end_time } : {}),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toPublicAdvertisement(row: Pick<AdvertisementRow, "id" | "position" | "title" | "content">): AdvertisementPublic {
  return { id: Number(row.id), position: row.position, title: row.title, content: row.content };
}
