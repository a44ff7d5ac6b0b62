import type { Category } from "@wenku/contract";
import type { Selectable } from "kysely";
import type { CategoryTable } from "../../db/core-tables.js";

export type CategoryRow = Selectable<CategoryTable>;

export function toCategory(row: CategoryRow): Category {
  return {
    id: Number(row.id),
    parent_id: Number(row.parent_id),
    title: row.title,
    type: Number(row.type),
    doc_count: Number(row.doc_count),
    sort: Number(row.sort),
    enable: Boolean(row.enable),
    icon: row.icon,
    cover: row.cover,
    description: row.description,
    show_description: Boolean(row.show_description),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export const categoryMessages = {
  notFound: "分类不存在",
  parentNotFound: "上级分类不存在",
  parentTypeMismatch: "上级分类的类型必须与当前分类相同",
  cycle: "不能把分类移动到它自己或它的子分类下面",
  titleTaken: "分类名称已存在",
  typeChangeWithChildren: "该分类下有子分类，不能修改分类类型",
  hasDocuments: "分类或其子分类下还有文档，请先移除这些文档的分类",
} as const;
