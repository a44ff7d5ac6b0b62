import { messages } from "@wenku/contract";
import { AppError } from "./errors.js";

export const inputErrorMessages = {
  bodyTooLarge: "请求体过大",
  fileTooLarge: "文件过大",
  tooManyFields: "表单字段过多",
  badUrl: "请求地址格式不正确",
  badContentLength: "请求体长度与 Content-Length 不一致",
  numberOutOfRange: "参数数值超出范围",
  badValue: "参数格式不正确",
  textTooLong: "参数内容过长",
} as const;

/** Fastify's and @fastify/multipart's own refusals, in words the user can read. */
const byFrameworkCode: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, inputErrorMessages.bodyTooLarge],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, inputErrorMessages.badContentLength],
  FST_ERR_BAD_URL: [400, inputErrorMessages.badUrl],
  FST_REQ_FILE_TOO_LARGE: [413, inputErrorMessages.fileTooLarge],
  FST_FILES_LIMIT: [400, inputErrorMessages.tooManyFields],
  FST_FIELDS_LIMIT: [400, inputErrorMessages.tooManyFields],
  FST_PARTS_LIMIT: [400, inputErrorMessages.tooManyFields],
};

/**
 * Database refusals that only a value from the request can cause: PostgreSQL's data exceptions (a number beyond
 * a column's range, text it cannot store) and row-size limits, SQLite's "too big". Anything else stays a 500.
 */
const byDatabaseCode: Record<string, string> = {
  "22003": inputErrorMessages.numberOutOfRange,
  "22P02": inputErrorMessages.badValue,
  "22007": inputErrorMessages.badValue,
  "22008": inputErrorMessages.badValue,
  "22021": inputErrorMessages.badValue,
  "22P05": inputErrorMessages.badValue,
  "22001": inputErrorMessages.textTooLong,
  "54000": inputErrorMessages.textTooLong,
  SQLITE_TOOBIG: inputErrorMessages.textTooLong,
};

/** The AppError for an error raised outside our handlers' own checks, or undefined when it is a real failure. */
export function translateFrameworkError(error: unknown): AppError | undefined {
  const e = error as { statusCode?: unknown; code?: unknown } | null;
  if (e?.statusCode === 429) return new AppError(429, messages.tooManyRequests);
  const code = typeof e?.code === "string" ? e.code : "";
  const framework = byFrameworkCode[code];
  if (framework) return new AppError(framework[0], framework[1]);
  const database = byDatabaseCode[code];
  return database ? new AppError(400, database) : undefined;
}
