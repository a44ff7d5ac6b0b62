import { AppError, badRequest, tooLarge } from "../../http/errors.js";

export const uploadMessages = {
  notMultipart: "请使用 multipart/form-data 上传文件",
  noFile: "请选择要上传的文件",
  oneFileOnly: "每次只能上传一个文件",
  tooManyFields: "表单字段过多，请只提交文件和必要的字段",
  badFieldName: "表单字段名不合法",
  malformed: "上传的表单数据格式错误或不完整，请重新上传",
  emptyFile: "文件内容为空",
  unsafeFilename: "文件名包含不允许的字符",
  fileTooLarge: "文件过大",
} as const;

/** Problems @fastify/multipart reports by code; its limit errors carry 413, which is not about the file's size. */
const byCode: Record<string, string> = {
  FST_FILES_LIMIT: uploadMessages.oneFileOnly,
  FST_FIELDS_LIMIT: uploadMessages.tooManyFields,
  FST_PARTS_LIMIT: uploadMessages.tooManyFields,
  FST_PROTO_VIOLATION: uploadMessages.badFieldName,
  FST_INVALID_JSON_FIELD_ERROR: uploadMessages.malformed,
  FST_MP_PREMATURE_CLOSE: uploadMessages.malformed,
  FST_INVALID_MULTIPART_CONTENT_TYPE: uploadMessages.notMultipart,
};

/**
 * The error to answer for a failure while reading a multipart upload: our own errors and system errors (a full
 * disk, say) as they are; multipart limits and everything the form parser rejects (no boundary, a truncated
 * part, garbage) as a 400 the uploader can act on.
 */
export function uploadFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const e = error as { code?: unknown; syscall?: unknown } | null;
  if (typeof e?.syscall === "string") return error;
  const code = typeof e?.code === "string" ? e.code : "";
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge(uploadMessages.fileTooLarge);
  return badRequest(byCode[code] ?? uploadMessages.malformed);
}
