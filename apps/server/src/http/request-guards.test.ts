import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../test/harness.js";
import { translateFrameworkError } from "./framework-errors.js";

/** Bodies and values the API cannot take are refused in words, with the JSON error body, and never as a 5xx. */
describe(`request guards (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  const post = (url: string, contentType: string | undefined, payload: string) =>
    t.app.inject({ method: "POST", url, headers: { authorization: `Bearer ${admin}`, ...(contentType ? { "content-type": contentType } : {}) }, payload });

  it("refuses a body of a type the API does not read with 415, whatever its size", async () => {
    const message = "不支持的请求内容类型，请以 JSON（Content-Type: application/json）提交";
    for (const contentType of ["application/octet-stream", "application/xml", "image/png", "multipart/form-data; boundary=x", undefined]) {
      const res = await post("/api/v1/category", contentType, `--x\r\n${"a".repeat(5 * 1024 * 1024)}`);
      expect(res.statusCode, String(contentType)).toBe(415);
      expect(res.json()).toEqual({ error: message, code: 3, message });
    }
  });

  it("refuses invalid JSON and U+0000 in any query or body value with 400", async () => {
    const invalid = await post("/api/v1/category", "application/json", '{"title": "x",');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("请求体不是有效的 JSON");
    const nulBody = await t.request("POST", "/api/v1/user/login", { body: { username: "ad\u0000min", password: "x" } });
    expect(nulBody.status).toBe(400);
    expect(nulBody.body.message).toBe("请求参数不能包含空字符（\\u0000）");
    const nulQuery = await t.request("GET", "/api/v1/category/list", { query: { wd: "a\u0000b" } });
    expect(nulQuery.status).toBe(400);
  });

  it("turns a number beyond a column's range into 400 on PostgreSQL (SQLite stores it)", async () => {
    const res = await t.request("GET", "/api/v1/category/list", { token: admin, query: { type: 2147483648 } });
    expect(res.status).toBe(testDialect === "postgres" ? 400 : 200);
    if (testDialect === "postgres") expect(res.body).toEqual({ error: "参数数值超出范围", code: 3, message: "参数数值超出范围" });
  });
});

describe("errors raised outside the handlers", () => {
  it("maps framework and database refusals to 4xx and leaves real failures alone", () => {
    expect(translateFrameworkError({ code: "FST_ERR_CTP_BODY_TOO_LARGE", statusCode: 413 })).toMatchObject({ status: 413, message: "请求体过大" });
    expect(translateFrameworkError({ code: "FST_FIELDS_LIMIT", statusCode: 413 })).toMatchObject({ status: 400, message: "表单字段过多" });
    expect(translateFrameworkError({ code: "FST_REQ_FILE_TOO_LARGE", statusCode: 413 })).toMatchObject({ status: 413, message: "文件过大" });
    expect(translateFrameworkError({ statusCode: 429 })).toMatchObject({ status: 429 });
    for (const code of ["22003", "22P02", "22021", "22001", "54000", "SQLITE_TOOBIG"]) expect(translateFrameworkError({ code })?.status).toBe(400);
    for (const error of [new Error("boom"), { code: "23505" }, { code: "ECONNREFUSED" }, { code: "SQLITE_BUSY" }, null]) {
      expect(translateFrameworkError(error)).toBeUndefined();
    }
  });
});
