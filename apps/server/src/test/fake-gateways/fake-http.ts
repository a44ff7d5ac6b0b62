import http from "node:http";
import type { AddressInfo } from "node:net";

/** A notification a fake gateway sends (or a test forges): where, with which headers, the exact body. */
export interface OutgoingNotification {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What our callback answered. */
export interface CallbackReply {
  status: number;
  body: string;
}

export interface FakeRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeResponse {
  status: number;
  headers?: Record<string, string>;
  /** Text, or bytes (an image). */
  body?: string | Buffer;
}

export type FakeHandler = (request: FakeRequest) => Promise<FakeResponse> | FakeResponse;

/** A node:http server on 127.0.0.1 and a free port, answering every request through `handle`. */
export async function startFakeHttp(handle: FakeHandler): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    const respond = async () => {
      try {
        const answer = await handle({
          method: req.method ?? "GET",
          url: new URL(req.url ?? "/", "http://127.0.0.1"),
          headers: req.headers,
          body: Buffer.concat(chunks),
        });
        res.writeHead(answer.status, answer.headers ?? {});
        res.end(answer.body ?? "");
      } catch (error) {
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end(`fake gateway failed: ${String(error)}`);
      }
    };
    req.on("end", () => void respond());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** POSTs a notification to our callback, as the gateway's servers do. */
export async function deliver(n: OutgoingNotification): Promise<CallbackReply> {
  const response = await fetch(n.url, { method: "POST", headers: n.headers, body: n.body });
  return { status: response.status, body: await response.text() };
}

export const json = (status: number, value: unknown, headers: Record<string, string> = {}): FakeResponse => ({
  status,
  headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
  body: JSON.stringify(value),
});

export const formOf = (body: Buffer) => Object.fromEntries(new URLSearchParams(body.toString("utf8")));

/** A yuan amount as gateways write it ("12.3", "12.30") in fen, or undefined when it is not one. */
export const fenOf = (yuan: string) => (/^\d+(\.\d{1,2})?$/.test(yuan) ? Math.round(Number(yuan) * 100) : undefined);
export const yuanOf = (fen: number) => (fen / 100).toFixed(2);

export const randomDigits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join("");
