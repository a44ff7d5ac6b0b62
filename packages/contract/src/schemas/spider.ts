import { z } from "zod";
import { bInt, pageQuery, qInt, qIntArray, qString, qStringArray } from "../query.js";
import { hasHiddenCharacters, hiddenCharactersMessage } from "../rules/visible-text.js";
import { bId, qId, qIds, timestamps } from "./site.js";

/** Where a collected link stands (spec §4 spider URL status). */
export const SpiderUrlStatus = { pending: 0, crawling: 1, done: 2, failed: 3 } as const;
export type SpiderUrlStatusValue = (typeof SpiderUrlStatus)[keyof typeof SpiderUrlStatus];
export const spiderUrlStatusLabels: Record<SpiderUrlStatusValue, string> = { 0: "待采集", 1: "采集中", 2: "采集完成", 3: "采集失败" };

/** Where a found document stands (spec §4 spider document status). */
export const SpiderDocumentStatus = {
  waitDownload: 0,
  downloadQueue: 1,
  downloading: 2,
  downloaded: 3,
  downloadFailed: 4,
  publishQueue: 5,
  publishing: 6,
  published: 7,
  publishFailed: 8,
} as const;
export type SpiderDocumentStatusValue = (typeof SpiderDocumentStatus)[keyof typeof SpiderDocumentStatus];
export const spiderDocumentStatusLabels: Record<SpiderDocumentStatusValue, string> = {
  0: "待下载", 1: "下载排队中", 2: "下载中", 3: "下载成功", 4: "下载失败", 5: "发布排队中", 6: "发布中", 7: "发布成功", 8: "发布失败",
};

/** SpiderUrl (api-contract §3): a page an administrator gave, and how many document links it held. */
export const spiderUrlSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  status: z.number().int(),
  total: z.number().int(),
  error: z.string(),
  ...timestamps,
});
export type SpiderUrl = z.infer<typeof spiderUrlSchema>;

/** SpiderDocument (api-contract §3): a document link found on a page, downloaded, then published. */
export const spiderDocumentSchema = z.object({
  id: z.number().int(),
  spider_url_id: z.number().int(),
  url: z.string(),
  title: z.string(),
  title_from_attachment: z.string(),
  title_from_href: z.string(),
  title_from_url: z.string(),
  ext: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  /** The downloaded file's name in the spider folder; empty before a download and after publishing. */
  save_path: z.string(),
  status: z.number().int(),
  error: z.string(),
  /** JSON-encoded category ids, e.g. "[3,5]" (api-contract §3). */
  category_id: z.string(),
  document_id: z.number().int(),
  user_id: z.number().int(),
  price: z.number().int(),
  language: z.string(),
  ...timestamps,
});
export type SpiderDocument = z.infer<typeof spiderDocumentSchema>;

/** A http(s) address as an administrator types it; the spider's own rules (ports, hosts) apply when it is fetched. */
const httpUrl = z
  .string({ error: "请输入链接" })
  .trim()
  .min(1, "请输入链接")
  .max(2048, "链接不能超过 2048 个字符")
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), "链接必须以 http:// 或 https:// 开头");

/** POST /api/v1/spiderurl: one address a line in the form, sent as a list. */
export const spiderUrlCreateSchema = z.object({
  url: z.preprocess((v) => (typeof v === "string" ? v.split(/\r?\n/) : v), z.array(z.string()))
    .transform((lines) => lines.map((l) => l.trim()).filter(Boolean))
    .pipe(z.array(httpUrl).min(1, "请输入链接").max(500, "一次最多添加 500 个链接")),
});

/** PUT /api/v1/spiderurl: a new address, or status 0 to collect the page again. */
export const spiderUrlUpdateSchema = z.object({
  id: bId("请指定要修改的链接"),
  url: httpUrl.optional(),
  status: z.literal(SpiderUrlStatus.pending, { error: "只能将链接设为待采集" }).optional(),
});

const statusFilter = { wd: qString(), status: qIntArray() };
export const spiderUrlListQuerySchema = z.object({ ...pageQuery, ...statusFilter });
export const spiderUrlListReplySchema = z.object({ total: z.number().int(), spider_url: z.array(spiderUrlSchema) });

/** Documents by status: the progress of collection, downloads and publishing. */
export const spiderProgressSchema = z.array(z.object({ status: z.number().int(), count: z.number().int() }));

export const spiderDocumentListQuerySchema = z.object({
  ...pageQuery,
  ...statusFilter,
  spider_url_id: qInt(),
  /** Wenku: extensions (".pdf" or "pdf") and a size range in bytes (0 = no bound), as the batch publish conditions. */
  ext: qStringArray(),
  min_size: qInt(0),
  max_size: qInt(0),
});
export const spiderDocumentListReplySchema = z.object({
  total: z.number().int(),
  spider_document: z.array(spiderDocumentSchema),
  progress: spiderProgressSchema,
});

const categoryIds = z
  .preprocess((v) => (Array.isArray(v) ? JSON.stringify(v) : v), z.string().max(1000))
  .refine((v) => {
    if (v === "") return true;
    try {
      const parsed: unknown = JSON.parse(v);
      return Array.isArray(parsed) && parsed.every((n) => Number.isInteger(n) && (n as number) > 0);
    } catch {
      return false;
    }
  }, "分类参数不正确");

const publishFields = {
  title: z.string().trim().max(255, "标题不能超过 255 个字符").refine((v) => !hasHiddenCharacters(v), hiddenCharactersMessage("标题")).optional(),
  category_id: categoryIds.optional(),
  user_id: z.preprocess((v) => (v === "" ? 0 : v), bInt()).pipe(z.number().int().min(0, "上传用户不正确")).optional(),
  price: bInt().pipe(z.number().int().min(0, "价格不能小于 0")).optional(),
  language: z.string().trim().max(20).optional(),
};

/**
 * PUT /api/v1/spiderdocument: publishing fields, or a status an administrator may set: 1 to (re)download, 5 to
 * publish (with the fields), 0 to leave it waiting.
 */
export const spiderDocumentUpdateSchema = z.object({
  id: bId("请指定要修改的文档"),
  status: z.union([z.literal(0), z.literal(1), z.literal(5)]).optional(),
  ...publishFields,
});

/** PUT /api/v1/spiderdocument/batch: each listed document queued for download (1) or publishing (5). */
export const spiderDocumentBatchSchema = z.object({
  spider_document: z
    .array(z.object({ id: bId("请选择文档"), status: z.union([z.literal(1), z.literal(5)]), ...publishFields }))
    .min(1, "请选择文档")
    .max(1000, "一次最多处理 1000 个文档"),
  /** Wenku: conditions a listed document must meet to be queued (ext and size in bytes, 0 = no bound). */
  ext: z.array(z.string().trim().max(16)).max(50).default([]),
  min_size: bInt().pipe(z.number().int().min(0)).default(0),
  max_size: bInt().pipe(z.number().int().min(0)).default(0),
});
export const spiderDocumentBatchReplySchema = z.object({ queued: z.number().int() });

export const spiderIdQuerySchema = z.object({ id: qId("请指定记录") });
export const spiderIdsQuerySchema = z.object({ id: qIds("请选择要删除的记录") });

/** POST /api/v1/article/crawl: a page turned into an article draft (`select`/`exclude`: CSS selectors, one a line). */
export const articleCrawlBodySchema = z.object({
  url: httpUrl,
  select: z.string().trim().max(1000).default(""),
  exclude: z.string().trim().max(2000).default(""),
  /** One rule a line, `old=>new` (or `old` alone to remove it), applied to the Markdown. */
  replace: z.string().max(5000).default(""),
  /** "smart" (readable main content) or "select" (the `select` elements); `select` given implies "select". */
  mode: z.string().trim().max(20).default("smart"),
});
/** The editor's prefill: `content` is Markdown, as articles are written (the server renders and sanitises it on save). */
export const articleCrawlReplySchema = z.object({
  title: z.string(),
  content: z.string(),
  keywords: z.string(),
  description: z.string(),
  source_url: z.string(),
});
