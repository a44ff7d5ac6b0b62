import type { Navigation } from "@wenku/contract";
import type { Selectable } from "kysely";
import type { NavigationTable } from "../../db/core-tables.js";

export type NavigationRow = Selectable<NavigationTable>;

export function toNavigation(row: NavigationRow): Navigation {
  return {
    id: Number(row.id),
    title: row.title,
    href: row.href,
    target: row.target,
    color: row.color,
    sort: Number(row.sort),
    enable: Boolean(row.enable),
    fixed: Boolean(row.fixed),
    parent_id: Number(row.parent_id),
    description: row.description,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export const navigationNotFound = "导航不存在";
export const parentNavigationNotFound = "上级导航不存在";
