import { z } from "zod";
import { qString } from "../query.js";
import {
  detectLanguageBodySchema, detectLanguageReplySchema, deviceInfoSchema, envsReplySchema, licenseSchema, releaseIgnoreBodySchema,
  releaseSchema, releaseSourceBodySchema, sqlModeReplySchema,
} from "../schemas/system.js";
import { emptyReplySchema } from "./empty.js";
import { apiRoute } from "./api-route.js";

/**
 * HealthAPI and the dashboard's system calls (api-contract §4.9, §6.3): health, native tools, the server's device,
 * the release check, the database mode, the licence, whether the caller may upload, language detection.
 */
export const systemEndpoints = {
  /** Answers `name` (the one asked, else "wenku") and the server's time. */
  ping: apiRoute({
    method: "GET", path: "/api/v1/ping", title: "健康检查", access: "public", query: z.object({ name: qString() }),
    reply: z.object({ name: z.string(), created_at: z.string() }),
  }),
  /** Callers without the permission get `{}` (api-contract §4.9). */
  envs: apiRoute({ method: "GET", path: "/api/v1/envs", title: "查看环境依赖", access: "public", reply: envsReplySchema }),
  device: apiRoute({ method: "GET", path: "/api/v1/device", title: "查看服务器状态", access: "admin", reply: deviceInfoSchema }),
  release: apiRoute({ method: "GET", path: "/api/v1/release", title: "查看版本信息", access: "admin", reply: releaseSchema }),
  checkRelease: apiRoute({
    method: "POST", path: "/api/v1/release", title: "检查新版本", access: "admin", reply: releaseSchema,
  }),
  ignoreRelease: apiRoute({
    method: "PUT", path: "/api/v1/release/ignore", title: "忽略版本", access: "admin", body: releaseIgnoreBodySchema, reply: emptyReplySchema,
  }),
  setReleaseSource: apiRoute({
    method: "PUT", path: "/api/v1/release/source", title: "设置版本信息地址", access: "admin", body: releaseSourceBodySchema, reply: emptyReplySchema,
  }),
  sqlMode: apiRoute({ method: "PUT", path: "/api/v1/sqlmode", title: "调整数据库模式", access: "admin", reply: sqlModeReplySchema }),
  license: apiRoute({ method: "GET", path: "/api/v1/license", title: "查看授权信息", access: "admin", reply: licenseSchema }),
  /** The established client's upload page enables its button on 200 (api-contract §4.1). */
  canUploadDocument: apiRoute({
    method: "GET", path: "/api/v1/user/caniuploaddocument", title: "查询能否上传文档", access: "login", reply: emptyReplySchema,
  }),
  detectLanguage: apiRoute({
    method: "PUT", path: "/api/v1/document/detect/language", title: "识别文档语言", access: "admin", body: detectLanguageBodySchema,
    reply: detectLanguageReplySchema,
  }),
};
