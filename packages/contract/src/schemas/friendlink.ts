import { z } from "zod";
import { qBoolArray, qInt, qString, qStringArray } from "../query.js";
import { visibleTitle } from "./safe-values.js";
import { bFlag, bId, bRequiredText, bSort, bText, qId, qIds, timestamps } from "./site.js";
import { projectableList } from "./projection.js";

export const friendlinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  description: z.string(),
  sort: z.number().int(),
  enable: z.boolean(),
  ...timestamps,
});
export type Friendlink = z.infer<typeof friendlinkSchema>;
export const friendlinkFields = Object.keys(friendlinkSchema.shape) as Array<keyof Friendlink>;

const link = bRequiredText("友链地址", 1000).refine((v) => /^https?:\/\/\S+$/i.test(v), "友链地址必须以 http:// 或 https:// 开头");
const fields = {
  title: visibleTitle("友链名称", 100),
  link,
  description: bText("描述", 1000),
  sort: bSort(),
  enable: bFlag("是否启用"),
};

export const friendlinkCreateSchema = z.object({
  title: fields.title,
  link: fields.link,
  description: fields.description.default(""),
  sort: fields.sort.default(0),
  enable: fields.enable.default(true),
});
export type FriendlinkCreate = z.input<typeof friendlinkCreateSchema>;

/** Fields left out keep their value. */
export const friendlinkUpdateSchema = z.object({ id: bId("请指定要修改的友链"), ...fields }).partial().required({ id: true });
export type FriendlinkUpdate = z.input<typeof friendlinkUpdateSchema>;

/** Without `size` (or size ≤ 0) every matching link is returned. `wd` and `enable` apply to administrators. */
export const friendlinkListQuerySchema = z.object({
  page: qInt(1),
  size: qInt(0),
  wd: qString(),
  enable: qBoolArray(),
  field: qStringArray(),
});
export const friendlinkListReplies = projectableList("friendlink", friendlinkSchema, { total: z.number().int() });
export const friendlinkListReplySchema = friendlinkListReplies.reply;
export const friendlinkIdQuerySchema = z.object({ id: qId("请指定友链") });
export const friendlinkIdsQuerySchema = z.object({ id: qIds("请选择要删除的友链") });
