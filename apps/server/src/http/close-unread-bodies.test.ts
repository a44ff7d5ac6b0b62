import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../test/harness.js";

/**
 * Sends a request's head, announcing `announced` bytes of body (no Content-Length when undefined), then `body`;
 * resolves to the reply's head.
 */
async function sendRequest(port: number, head: string, announced: number | undefined, body: Buffer): Promise<string> {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.write(`${head}\r\nHost: 127.0.0.1\r\n${announced === undefined ? "" : `Content-Length: ${announced}\r\n`}\r\n`);
  socket.write(body);
  const deadline = Date.now() + 10_000;
  while (!received.includes("\r\n\r\n") && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  socket.destroy();
  return received.slice(0, received.indexOf("\r\n\r\n")).toLowerCase();
}

describe("a reply sent before the request's body has arrived", () => {
  let t: TestServer;
  let port: number;

  beforeAll(async () => {
    t = await createTestServer();
    port = Number(new URL(await t.app.listen({ port: 0, host: "127.0.0.1" })).port);
  });

  afterAll(() => t.close());

  it("closes the connection, so no proxy passes another request on it", async () => {
    const uploadHead = "POST /api/v1/upload/document HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=x";
    const head = await sendRequest(port, uploadHead, 1_000_000, Buffer.alloc(1000, 97));
    expect(head).toMatch(/^http\/1\.1 401/);
    expect(head).toContain("connection: close");
  });

  it("lets a client still sending its body read the reply later: no reset loses it", async () => {
    // A busy client (a browser uploading a large file) goes on sending after the refusal and reads the reply later.
    const socket = net.connect(port, "127.0.0.1");
    let failure = "";
    socket.on("error", (error) => (failure = String(error)));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.pause();
    const uploadHead = "POST /api/v1/upload/document HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x";
    socket.write(`${uploadHead}\r\nContent-Length: ${8 * 1024 * 1024}\r\n\r\n`);
    socket.write(Buffer.alloc(64 * 1024, 97));
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(Buffer.alloc(1024 * 1024, 97), () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      // The whole reply read, the client stops sending and closes, as a browser does.
      if (received.endsWith("}")) socket.end();
    });
    socket.resume();
    await closed;
    expect(failure).toBe("");
    expect(received).toMatch(/^HTTP\/1\.1 401/);
    expect(received).toContain('"code":401');
  });

  it("keeps it open for a request without a body answered at once (the settings, from memory)", async () => {
    // Node marks such a request complete only after its handler has run when nothing in between waits.
    for (const announced of [undefined, 0]) {
      const head = await sendRequest(port, "GET /api/v1/settings HTTP/1.1", announced, Buffer.alloc(0));
      expect(head).toMatch(/^http\/1\.1 200/);
      expect(head).toContain("connection: keep-alive");
    }
  });

  it("keeps it open when the body was read before the reply", async () => {
    const body = Buffer.from(JSON.stringify({ username: "nobody", password: "wrong-password" }));
    const head = await sendRequest(port, "POST /api/v1/user/login HTTP/1.1\r\nContent-Type: application/json", body.length, body);
    expect(head).toMatch(/^http\/1\.1 4\d\d/);
    expect(head).toContain("connection: keep-alive");
  });
});
