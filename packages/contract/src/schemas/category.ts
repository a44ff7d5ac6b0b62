import { z } from "zod";
import { CategoryType } from "../enums.js";
import { qBoolArray, qInt, qIntArray, qString, qStringArray } from "../query.js";
import { visibleTitle } from "./safe-values.js";
import { bFlag, bId, bParentId, bSort, bText, qId, qIds, timestamps } from "./site.js";
import { projectableList } from "./projection.js";

export const categorySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int(),
  title: z.string(),
  /** 0 document, 1 article. */
  type: z.number().int(),
  doc_count: z.number().int(),
  sort: z.number().int(),
  enable: z.boolean(),
  icon: z.string(),
  cover: z.string(),
  description: z.string(),
  show_description: z.boolean(),
  ...timestamps,
});
export type Category = z.infer<typeof categorySchema>;
export const categoryFields = Object.keys(categorySchema.shape) as Array<keyof Category>;

const categoryType = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
  z.union([z.literal(CategoryType.document), z.literal(CategoryType.article)], { error: "分类类型只能是 0（文档）或 1（文章）" }),
);

const fields = {
  parent_id: bParentId("上级分类不正确"),
  title: visibleTitle("分类名称", 100),
  type: categoryType,
  sort: bSort(),
  enable: bFlag("是否启用"),
  icon: bText("图标", 1000),
  cover: bText("封面", 1000),
  description: bText("分类描述", 5000),
  show_description: bFlag("是否显示描述"),
};

export const categoryCreateSchema = z.object({
  parent_id: fields.parent_id.default(0),
  title: fields.title,
  type: categoryType.default(CategoryType.document),
  sort: fields.sort.default(0),
  enable: fields.enable.default(true),
  icon: fields.icon.default(""),
  cover: fields.cover.default(""),
  description: fields.description.default(""),
  show_description: fields.show_description.default(false),
});
export type CategoryCreate = z.input<typeof categoryCreateSchema>;

/** Fields left out keep their value. */
export const categoryUpdateSchema = z.object({ id: bId("请指定要修改的分类"), ...fields }).partial().required({ id: true });
export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;

/**
 * `type` repeated (default document categories only); without `size` every match is returned.
 * `wd` and `enable` apply to administrators; everyone else sees enabled categories.
 */
export const categoryListQuerySchema = z.object({
  page: qInt(1),
  size: qInt(0),
  type: qIntArray(),
  parent_id: qIntArray(),
  wd: qString(),
  enable: qBoolArray(),
  field: qStringArray(),
});
export const categoryListReplies = projectableList("category", categorySchema);
export const categoryListReplySchema = categoryListReplies.reply;

export const categoryIdQuerySchema = z.object({ id: qId("请指定分类") });
export const categoryIdsQuerySchema = z.object({ id: qIds("请选择要删除的分类") });
