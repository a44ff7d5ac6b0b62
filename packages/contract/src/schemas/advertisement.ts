import { z } from "zod";
import { adPositions } from "../enums.js";
import { qBoolArray, qInt, qString, qStringArray } from "../query.js";
import { bFlag, bId, bText, qId, qIds, timestamps } from "./site.js";
import { projectableList } from "./projection.js";

export type AdPosition = (typeof adPositions)[number];

/**
 * The 17 positions (spec §9) grouped as the established client groups them in its admin form (the group keys are
 * UI-only, api-contract §8): the site-wide slots, then those of one kind of page.
 */
export const adPositionGroups = {
  global: ["global_top", "global_bottom"],
  index: ["index_banner_bottom", "index_category_top", "index_category_bottom", "index_link_top"],
  list: ["list_nav_bottom", "list_document_top", "list_document_bottom"],
  document: ["document_top", "document_bottom", "document_between"],
  user: ["user_top", "user_document_top"],
  search: ["search_top", "search_bottom", "search_right"],
} as const satisfies Record<string, readonly AdPosition[]>;
export type AdPositionGroup = keyof typeof adPositionGroups;

export const isAdPosition = (value: string): value is AdPosition => (adPositions as readonly string[]).includes(value);

/** An advertisement (api-contract §2): HTML shown in its position between its start and end time. */
export const advertisementSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  position: z.string(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  enable: z.boolean(),
  remark: z.string(),
  /** Absent: no bound. */
  start_time: z.string().optional(),
  end_time: z.string().optional(),
  ...timestamps,
});
export type Advertisement = z.infer<typeof advertisementSchema>;

/** What the pages receive (GET /api/v1/advertisement/position). */
export const advertisementPublicSchema = advertisementSchema.pick({ id: true, position: true, title: true, content: true });
export type AdvertisementPublic = z.infer<typeof advertisementPublicSchema>;

export const advertisementMessages = {
  notFound: "广告不存在",
  positionRequired: "请选择广告位置",
  positionInvalid: "广告位置无效",
  contentRequired: "请输入广告内容",
  timeInvalid: "时间格式不正确",
  endBeforeStart: "结束时间必须晚于开始时间",
} as const;

export const maxAdContentLength = 20_000;

const position = z
  .string({ error: advertisementMessages.positionRequired })
  .trim()
  .min(1, advertisementMessages.positionRequired)
  .refine(isAdPosition, advertisementMessages.positionInvalid);

/** A time from 1970 to 9999, so that its ISO-8601 form compares as text. */
const isStorableTime = (v: string) => {
  const t = Date.parse(v);
  return !Number.isNaN(t) && t >= 0 && t < Date.UTC(10000, 0, 1);
};

/** An RFC 3339 time, stored as ISO-8601 UTC; null, absent or "" for no bound. */
const bound = z.preprocess(
  (v) => (v === "" || v === null ? null : v),
  z
    .string({ error: advertisementMessages.timeInvalid })
    .max(64, advertisementMessages.timeInvalid)
    .refine(isStorableTime, advertisementMessages.timeInvalid)
    .transform((v) => new Date(v).toISOString())
    .nullable(),
);

const fields = {
  position,
  title: bText("广告名称", 255),
  content: z
    .string({ error: advertisementMessages.contentRequired })
    .trim()
    .min(1, advertisementMessages.contentRequired)
    .max(maxAdContentLength, `广告内容不能超过 ${maxAdContentLength} 个字符`),
  enable: bFlag("是否启用"),
  remark: bText("备注", 1000),
  start_time: bound,
  end_time: bound,
};

const endAfterStart = (ad: { start_time?: string | null; end_time?: string | null }) =>
  !ad.start_time || !ad.end_time || ad.end_time > ad.start_time;

export const advertisementCreateSchema = z
  .object({
    position: fields.position,
    title: fields.title.default(""),
    content: fields.content,
    enable: fields.enable.default(true),
    remark: fields.remark.default(""),
    start_time: fields.start_time.default(null),
    end_time: fields.end_time.default(null),
  })
  .refine(endAfterStart, { message: advertisementMessages.endBeforeStart, path: ["end_time"] });
export type AdvertisementCreate = z.input<typeof advertisementCreateSchema>;

/** Fields left out keep their value (the end is checked against the stored start when only one is given). */
export const advertisementUpdateSchema = z
  .object({ id: bId("请指定要修改的广告"), ...fields })
  .partial()
  .required({ id: true })
  .refine(endAfterStart, { message: advertisementMessages.endBeforeStart, path: ["end_time"] });
export type AdvertisementUpdate = z.input<typeof advertisementUpdateSchema>;

/** Columns an administrator's list may be ordered by (`order=start_time desc`). */
export const advertisementOrderColumns = ["id", "position", "start_time", "end_time", "created_at", "updated_at"] as const;

export const advertisementListQuerySchema = z.object({
  page: qInt(1),
  size: qInt(10),
  wd: qString(),
  field: qStringArray(),
  order: qString(),
  position: qStringArray(),
  enable: qBoolArray(),
});
export type AdvertisementListQuery = z.output<typeof advertisementListQuerySchema>;
export const advertisementListReplies = projectableList("advertisement", advertisementSchema, { total: z.number().int() });
export const advertisementListReplySchema = advertisementListReplies.reply;
export const advertisementIdQuerySchema = z.object({ id: qId("请指定广告") });
export const advertisementIdsQuerySchema = z.object({ id: qIds("请选择要删除的广告") });

/** GET /api/v1/advertisement/position: the ads showing now in the given positions (every position when none). */
export const advertisementPositionQuerySchema = z.object({ position: qStringArray() });
export const advertisementPositionReplySchema = z.object({ advertisement: z.array(advertisementPublicSchema) });
