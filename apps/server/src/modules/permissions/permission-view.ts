import type { Permission } from "@wenku/contract";
import type { Selectable } from "kysely";
import type { PermissionTable } from "../../db/core-tables.js";

function parsePages(json: string): string[] {
  try {
    const pages: unknown = JSON.parse(json);
    return Array.isArray(pages) ? pages.filter((p): p is string => typeof p === "string") : [];
  } catch {
    return [];
  }
}

export function toPermission(row: Selectable<PermissionTable>): Permission {
  return {
    id: Number(row.id),
    method: row.method,
    path: row.path,
    title: row.title,
    description: row.description,
    pages: parsePages(row.pages),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
