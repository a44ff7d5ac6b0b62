import zlib from "node:zlib";
import { Client } from "undici";

/**
 * Every client of bench:load connects from an address of its own in 127.0.0.0/8, as visitors come from addresses
 * of their own: the per-address rate limits (login 10 a minute, orders 60) then count each client apart, behind
 * nginx (which forwards the address it saw) and without it alike. Linux answers the whole /8 on the loopback device.
 */
let addressCounter = 0;
export function nextClientAddress(): string {
  do addressCounter++;
  while ((addressCounter & 255) === 0 || (addressCounter & 255) === 255);
  return `127.${1 + ((addressCounter >> 16) & 127)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface Reply {
  status: number;
  /** As received (compressed when the server compressed it); text() and json() decode it. */
  body: Buffer;
  text(): string;
  json<T>(): T;
}

export interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  token?: string;
  /** JSON for an object; bytes as they are with `contentType`. */
  body?: unknown;
  contentType?: string;
}

/** A kept-alive connection from one client address; `call` waits for the whole body. */
export class BoundClient {
  private readonly client: Client;

  constructor(origin: string, readonly address = nextClientAddress()) {
    this.client = new Client(origin, { localAddress: address, headersTimeout: 60_000, bodyTimeout: 60_000, keepAliveTimeout: 30_000 });
  }

  async call(path: string, options: CallOptions = {}): Promise<Reply> {
    const raw = options.body === undefined || Buffer.isBuffer(options.body);
    // What a browser sends: stored page images then go out as they are stored (gzipped), not unzipped per request.
    const headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br" };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers["content-type"] = options.contentType ?? "application/json";
    const response = await this.client.request({
      path,
      method: options.method ?? "GET",
      headers,
      body: raw ? (options.body as Buffer | undefined) : JSON.stringify(options.body),
    });
    const body = Buffer.from(await response.body.arrayBuffer());
    // Decoded only when read: the load generator reads few of the bodies it receives.
    const text = () => decoded(body, response.headers["content-encoding"]).toString("utf8");
    return { status: response.statusCode, body, text, json: <T>() => JSON.parse(text()) as T };
  }

  close(): Promise<void> {
    return this.client.close();
  }
}

function decoded(body: Buffer, encoding: string | string[] | undefined): Buffer {
  if (encoding === "gzip") return zlib.gunzipSync(body);
  if (encoding === "deflate") return zlib.inflateSync(body);
  if (encoding === "br") return zlib.brotliDecompressSync(body);
  return body;
}

/** One request from a fresh client address (set-up, and requests limited per address such as login). */
export async function callOnce(origin: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const client = new BoundClient(origin);
  try {
    return await client.call(path, options);
  } finally {
    await client.close();
  }
}

/** Like callOnce, but a status of 300 or more throws with the answer. */
export async function apiCall<T>(origin: string, path: string, options: CallOptions = {}): Promise<T> {
  const reply = await callOnce(origin, path, options);
  if (reply.status >= 300) throw new Error(`${options.method ?? "GET"} ${path}: ${reply.status} ${reply.text().slice(0, 300)}`);
  return reply.json<T>();
}

/** A multipart/form-data body with one file field, as a browser sends an upload. */
export function multipartFile(field: string, filename: string, bytes: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----wenkubench${Math.random().toString(36).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
