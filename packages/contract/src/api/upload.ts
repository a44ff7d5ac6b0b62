import { uploadDocumentQuerySchema, uploadDocumentReplySchema, uploadImageReplySchema } from "../schemas/document-files.js";
import { apiRoute } from "./api-route.js";

/**
 * Multipart uploads (api-contract §5.1): one file in the field `file` per request. A refusal answers the error
 * body with the HTTP status in `code`. Article images are uploaded through articleEndpoints.uploadImage.
 */
export const uploadEndpoints = {
  document: apiRoute({
    method: "POST", path: "/api/v1/upload/document", title: "上传文档", access: "login", multipart: true, query: uploadDocumentQuerySchema,
    reply: uploadDocumentReplySchema,
  }),
  avatar: apiRoute({ method: "POST", path: "/api/v1/upload/avatar", title: "上传头像", access: "login", multipart: true, reply: uploadImageReplySchema }),
  banner: apiRoute({ method: "POST", path: "/api/v1/upload/banner", title: "上传横幅图片", access: "admin", multipart: true, reply: uploadImageReplySchema }),
  category: apiRoute({
    method: "POST", path: "/api/v1/upload/category", title: "上传分类封面", access: "admin", multipart: true, reply: uploadImageReplySchema,
  }),
  config: apiRoute({ method: "POST", path: "/api/v1/upload/config", title: "上传配置图片", access: "admin", multipart: true, reply: uploadImageReplySchema }),
};
