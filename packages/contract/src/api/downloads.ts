import { z } from "zod";
import { pageQuery } from "../query.js";
import { documentDownloadQuerySchema, downloadPriceReplySchema, downloadUrlReplySchema, userDownloadListReplySchema } from "../schemas/document.js";
import { vipDownloadQuerySchema } from "../schemas/vip.js";
import { apiRoute } from "./api-route.js";

const userDownloadQuerySchema = z.object(pageQuery);

/** Downloads (api-contract §4.2, §6.2, §7): a signed link to a document's file, and the member's download history. */
export const downloadEndpoints = {
  document: apiRoute({
    method: "GET", path: "/api/v1/document/download", title: "下载文档", access: "public", query: documentDownloadQuerySchema,
    reply: downloadUrlReplySchema,
  }),
  /** Asked before a paid download, so that the member confirms the price once (0 = nothing is taken). */
  price: apiRoute({
    method: "GET", path: "/api/v1/document/download/price", title: "查询下载价格", access: "login", query: documentDownloadQuerySchema,
    reply: downloadPriceReplySchema,
  }),
  vip: apiRoute({
    method: "GET", path: "/api/v1/document/download/vip", title: "VIP 下载文档", access: "login", query: vipDownloadQuerySchema,
    reply: downloadUrlReplySchema,
  }),
  /** Files of documents nobody else may download yet (in review, rejected, disabled). */
  underReview: apiRoute({
    method: "GET", path: "/api/v1/document/download/bereviewed", title: "下载待审核文档", access: "admin", query: documentDownloadQuerySchema,
    reply: downloadUrlReplySchema,
  }),
  mine: apiRoute({
    method: "GET", path: "/api/v1/user/download", title: "我的下载", access: "login", query: userDownloadQuerySchema, reply: userDownloadListReplySchema,
  }),
};
