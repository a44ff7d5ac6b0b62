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

/** Failures of a service the request needs, answered 503 so the client retries later (docs/cluster.md, Faults). */
export const unavailableMessages = {
  database: "数据库暂时无法连接，请稍后重试",
  storage: "文件存储暂时无法访问，请稍后重试",
  diskFull: "服务器磁盘空间已满，暂时无法保存，请稍后重试",
} as const;

/** No space left: on this machine's disk (the data folder), in SQLite's file, on PostgreSQL's disk (53100). */
const diskFull = new Set(["ENOSPC", "EDQUOT", "SQLITE_FULL", "53100"]);

/**
 * The database is unreachable: PostgreSQL's connection exceptions (class 08), its shutdown and start-up refusals
 * (57P01-57P03), too many connections (53300), and node-postgres's own words for a dropped or timed-out connection.
 * A socket error of a connection (ECONNREFUSED, ECONNRESET… with the system call that failed) is the database's too:
 * the object store wraps its own failures (modules/storage/s3-storage.ts), Redis falls back to the process, outbound
 * HTTP calls report theirs as `fetch failed`, and a client that went away reports `aborted` without a system call.
 */
const databaseDown = /^(08|57P0[123]$|53300$)/;
const socketDown = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"]);
const pgConnectionLost = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

function isDatabaseUnavailable(code: string, syscall: unknown, message: unknown): boolean {
  return databaseDown.test(code) || (socketDown.has(code) && typeof syscall === "string") || (typeof message === "string" && pgConnectionLost.test(message));
}

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
  const e = error as { statusCode?: unknown; code?: unknown; syscall?: unknown; message?: unknown } | null;
  if (e?.statusCode === 429) return new AppError(429, messages.tooManyRequests);
  const code = typeof e?.code === "string" ? e.code : "";
  const framework = byFrameworkCode[code];
  if (framework) return new AppError(framework[0], framework[1]);
  if (diskFull.has(code)) return new AppError(503, unavailableMessages.diskFull);
  if (isDatabaseUnavailable(code, e?.syscall, e?.message)) return new AppError(503, unavailableMessages.database);
  const database = byDatabaseCode[code];
  return database ? new AppError(400, database) : undefined;
}
