import { z } from "zod";
import { pageQuery, qBoolArray, qString, qStringArray } from "../query.js";
import { visibleTitle } from "./safe-values.js";
import { bFlag, bId, bRequiredText, bSort, qIds, timestamps } from "./site.js";
import { projectableList } from "./projection.js";

export const languageSchema = z.object({
  id: z.number().int(),
  /** Display name, e.g. 简体中文. */
  language: z.string(),
  /** BCP 47 code, e.g. zh-CN. */
  code: z.string(),
  enable: z.boolean(),
  /** Documents in this language. */
  total: z.number().int(),
  sort: z.number().int(),
  ...timestamps,
});
export type Language = z.infer<typeof languageSchema>;
export const languageFields = Object.keys(languageSchema.shape) as Array<keyof Language>;

const code = bRequiredText("语言代码", 20).refine((v) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(v), "语言代码格式不正确，例如 zh-CN、en");
const fields = { language: visibleTitle("语言名称", 50), code, enable: bFlag("是否启用"), sort: bSort() };

export const languageCreateSchema = z.object({
  language: fields.language,
  code: fields.code,
  enable: fields.enable.default(true),
  sort: fields.sort.default(0),
});
export type LanguageCreate = z.input<typeof languageCreateSchema>;

/** Fields left out keep their value. */
export const languageUpdateSchema = z.object({ id: bId("请指定要修改的语言"), ...fields }).partial().required({ id: true });
export type LanguageUpdate = z.input<typeof languageUpdateSchema>;

export const languageStatusSchema = z.object({
  id: qIds("请选择要修改的语言"),
  enable: bFlag("是否启用"),
});

export const languageDeleteQuerySchema = z.object({ id: qIds("请选择要删除的语言") });

/** `wd` and `enable` apply to administrators; everyone else sees enabled languages. */
export const languageListQuerySchema = z.object({ ...pageQuery, wd: qString(), enable: qBoolArray(), field: qStringArray() });
export const languageListReplies = projectableList("language", languageSchema, { total: z.number().int() });
export const languageListReplySchema = languageListReplies.reply;
