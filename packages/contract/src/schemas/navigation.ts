import { z } from "zod";
import { pageQuery, qString } from "../query.js";
import { cssColorField, safeHrefField, visibleTitle } from "./safe-values.js";
import { bFlag, bId, bParentId, bSort, bText, qId, qIds, timestamps } from "./site.js";

export const navigationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  href: z.string(),
  /** "_blank" opens a new window; "" the same one. */
  target: z.string(),
  color: z.string(),
  sort: z.number().int(),
  enable: z.boolean(),
  /** Fixed items (home, documents, articles) show the category hover card in the header. */
  fixed: z.boolean(),
  parent_id: z.number().int(),
  description: z.string(),
  ...timestamps,
});
export type Navigation = z.infer<typeof navigationSchema>;

export interface NavigationNode extends Navigation {
  children: NavigationNode[];
}
export const navigationNodeSchema: z.ZodType<NavigationNode> = z.lazy(() =>
  navigationSchema.extend({ children: z.array(navigationNodeSchema) }),
);

const fields = {
  title: visibleTitle("导航名称", 100),
  href: safeHrefField("链接地址", 1000),
  target: z.enum(["_blank", ""], { error: "打开方式只能是 _blank（新窗口）或留空（当前窗口）" }),
  color: cssColorField("颜色"),
  sort: bSort(),
  enable: bFlag("是否启用"),
  fixed: bFlag("是否固定"),
  parent_id: bParentId("上级导航不正确"),
  description: bText("描述", 1000),
};

export const navigationCreateSchema = z.object({
  title: fields.title,
  href: fields.href.default(""),
  target: fields.target.default(""),
  color: fields.color.default(""),
  sort: fields.sort.default(0),
  enable: fields.enable.default(true),
  fixed: fields.fixed.default(false),
  parent_id: fields.parent_id.default(0),
  description: fields.description.default(""),
});
export type NavigationCreate = z.input<typeof navigationCreateSchema>;

/** Fields left out keep their value. */
export const navigationUpdateSchema = z.object({ id: bId("请指定要修改的导航"), ...fields }).partial().required({ id: true });
export type NavigationUpdate = z.input<typeof navigationUpdateSchema>;

export const navigationListQuerySchema = z.object({ ...pageQuery, wd: qString() });
export const navigationListReplySchema = z.object({ total: z.number().int(), navigation: z.array(navigationSchema) });
export const navigationIdQuerySchema = z.object({ id: qId("请指定导航") });
export const navigationIdsQuerySchema = z.object({ id: qIds("请选择要删除的导航") });
