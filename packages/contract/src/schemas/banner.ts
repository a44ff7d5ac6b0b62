import { z } from "zod";
import { BannerType } from "../enums.js";
import { qBoolArray, qInt, qIntArray, qString, qStringArray } from "../query.js";
import { isSafeHref, unsafeHrefMessage } from "../rules/safe-href.js";
import { visibleTitle } from "./safe-values.js";
import { isUploadedFilePath } from "./settings/values.js";
import { bFlag, bId, bSort, bText, qId, qIds, timestamps } from "./site.js";
import { projectableList } from "./projection.js";

/** A carousel image (api-contract §2 Banner): type 0 website, 1 mini program, 2 app. */
export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The image: an uploaded file ("/uploads/…") or an http(s) image URL. */
  path: z.string(),
  /** Where a click leads: http(s), a site path, or empty for no link. */
  url: z.string(),
  description: z.string(),
  sort: z.number().int(),
  enable: z.boolean(),
  type: z.number().int(),
  ...timestamps,
});
export type Banner = z.infer<typeof bannerSchema>;

/** What strangers read of a banner (the public list). */
export const bannerPublicFields = ["id", "title", "path", "url"] as const;
export type BannerPublic = Pick<Banner, (typeof bannerPublicFields)[number]>;

export const bannerTypes = Object.values(BannerType) as number[];

export const bannerMessages = {
  notFound: "轮播图不存在",
  imageRequired: "请上传轮播图图片",
  imageInvalid: "轮播图图片必须是上传的图片，或以 http:// 或 https:// 开头的图片网址",
  typeInvalid: "轮播图类型无效",
} as const;

const imagePath = z
  .string({ error: bannerMessages.imageRequired })
  .trim()
  .min(1, bannerMessages.imageRequired)
  .max(1000, bannerMessages.imageInvalid)
  .refine((v) => isUploadedFilePath(v) || (/^https?:\/\//i.test(v) && isSafeHref(v)), bannerMessages.imageInvalid);

const bannerType = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
  z.number({ error: bannerMessages.typeInvalid }).int({ error: bannerMessages.typeInvalid }).refine((n) => bannerTypes.includes(n), bannerMessages.typeInvalid),
);

const fields = {
  title: visibleTitle("轮播图名称", 100),
  path: imagePath,
  url: z.string({ error: "链接地址必须是文本" }).trim().max(1000, "链接地址不能超过 1000 个字符").refine(isSafeHref, unsafeHrefMessage),
  description: bText("描述", 1000),
  sort: bSort(),
  enable: bFlag("是否启用"),
  type: bannerType,
};

export const bannerCreateSchema = z.object({
  title: fields.title,
  path: fields.path,
  url: fields.url.default(""),
  description: fields.description.default(""),
  sort: fields.sort.default(0),
  enable: fields.enable.default(true),
  type: fields.type.default(0),
});
export type BannerCreate = z.input<typeof bannerCreateSchema>;

/** Fields left out keep their value. */
export const bannerUpdateSchema = z.object({ id: bId("请指定要修改的轮播图"), ...fields }).partial().required({ id: true });
export type BannerUpdate = z.input<typeof bannerUpdateSchema>;

/**
 * GET /api/v1/banner/list. Strangers get enabled banners of the asked types with the public fields; holders of the
 * list permission may filter by `enable` and keyword and pick `field`s. Without `size` every match is returned.
 */
export const bannerListQuerySchema = z.object({
  page: qInt(1),
  size: qInt(0),
  type: qIntArray(),
  enable: qBoolArray(),
  wd: qString(),
  field: qStringArray(),
});
export type BannerListQuery = z.output<typeof bannerListQuerySchema>;
/** A row of the list: strangers get the public fields only, holders of the list permission every field. */
export const bannerListRowSchema = bannerSchema.partial().required({ id: true, title: true, path: true, url: true });
export const bannerListReplies = projectableList("banner", bannerListRowSchema, { total: z.number().int() });
export const bannerListReplySchema = bannerListReplies.reply;
export const bannerIdQuerySchema = z.object({ id: qId("请指定轮播图") });
export const bannerIdsQuerySchema = z.object({ id: qIds("请选择要删除的轮播图") });
