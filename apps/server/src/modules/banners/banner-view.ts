import type { Banner } from "@wenku/contract";
import type { Selectable } from "kysely";
import type { BannerTable } from "./tables.js";

export type BannerRow = Selectable<BannerTable>;

export function toBanner(row: BannerRow): Banner {
  return {
    id: Number(row.id),
    title: row.title,
    path: row.path,
    url: row.url,
    description: row.description,
    sort: Number(row.sort),
    enable: Boolean(row.enable),
    type: Number(row.type),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
