import crypto from "node:crypto";
import type { TestServer, UntypedJson } from "./harness.js";

export interface FilePart {
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** A multipart/form-data body: text fields first, then the file in the field `file` (api-contract §5.1). */
export function multipartBody(file: FilePart, fields: Record<string, string> = {}) {
  const boundary = `----wenku${crypto.randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.contentType ?? "application/octet-stream"}\r\n\r\n`,
    ),
  );
  chunks.push(file.content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const md5 = (data: Buffer) => crypto.createHash("md5").update(data).digest("hex");

/** POSTs one file to /api/v1/upload/<kind> through the real HTTP stack. */
export async function uploadFile(
  t: TestServer,
  token: string | undefined,
  file: FilePart,
  options: { kind?: string; fields?: Record<string, string>; query?: string } = {},
) {
  const { payload, contentType } = multipartBody(file, options.fields);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/v1/upload/${options.kind ?? "document"}${options.query ?? ""}`,
    headers: { "content-type": contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
  let body: UntypedJson = res.body;
  try {
    body = JSON.parse(res.body);
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode, body };
}

/** Uploads a file and creates one document from it; returns the document id and the file hash. */
export async function uploadDocument(t: TestServer, token: string, file: FilePart, doc: Record<string, unknown> = {}, categoryIds: number[] = []) {
  const uploaded = await uploadFile(t, token, file);
  if (uploaded.status !== 200) throw new Error(`upload failed: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  const created = await t.request("POST", "/api/v1/document", {
    token,
    body: { category_id: categoryIds, document: [{ title: file.filename.replace(/\.[^.]+$/, ""), attachment_id: (uploaded.body as { data: { id: number } }).data.id, price: 0, ...doc }] },
  });
  if (created.status !== 200) throw new Error(`create failed: ${created.status} ${created.raw}`);
  const upload = (uploaded.body as { data: { id: number; hash: string } }).data;
  return { id: (created.body as { document: Array<{ id: number }> }).document[0].id, hash: upload.hash, attachmentId: upload.id };
}

/** Polls until `check` returns (or resolves to) a value, or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => T | undefined | null | false | Promise<T | undefined | null | false>, timeoutMs = 60_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
