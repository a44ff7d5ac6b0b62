import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { sendMail } from "./send-mail.js";

interface Received {
  from: string;
  to: string[];
  login: string;
  password: string;
  raw: string;
}

describe(`sendMail (${testDialect})`, () => {
  let t: TestServer;
  let smtp: SMTPServer;
  let port: number;
  const received: Received[] = [];

  beforeAll(async () => {
    t = await createTestServer();
    const logins = new Map<string, { login: string; password: string }>();
    smtp = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      authOptional: true,
      onAuth(auth, session, callback) {
        logins.set(session.id, { login: auth.username ?? "", password: auth.password ?? "" });
        callback(null, { user: auth.username });
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            ...(logins.get(session.id) ?? { login: "", password: "" }),
            raw: Buffer.concat(chunks).toString(),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(resolve));
    await t.close();
  });

  it("delivers through the configured SMTP server, signed in with the configured account", async () => {
    await t.setSettings([
      ["email", "host", "127.0.0.1"], ["email", "port", String(port)], ["email", "is_tls", "false"],
      ["email", "username", "robot@wenku.test"], ["email", "password", "smtp-secret"], ["email", "from_name", "Wenku Robot"],
    ]);
    await sendMail(t.ctx, { to: "reader@example.com", subject: "Test mail", html: "<p>Hello <b>reader</b></p>", text: "Hello reader" });
    expect(received).toHaveLength(1);
    const mail = received[0];
    expect(mail).toMatchObject({ from: "robot@wenku.test", to: ["reader@example.com"], login: "robot@wenku.test", password: "smtp-secret" });
    expect(mail.raw).toMatch(/^From: Wenku Robot <robot@wenku\.test>$/m);
    expect(mail.raw).toMatch(/^Subject: Test mail$/m);
    expect(mail.raw).toContain("<p>Hello <b>reader</b></p>");
    expect(mail.raw).toContain("Hello reader");
  });

  it("does not sign in when no account is configured", async () => {
    await t.setSettings([["email", "username", ""], ["email", "password", ""]]);
    await sendMail(t.ctx, { to: "reader@example.com", subject: "Anonymous", html: "<p>x</p>" });
    expect(received.at(-1)).toMatchObject({ login: "", to: ["reader@example.com"] });
    expect(received.at(-1)!.from).toBe("no-reply@127.0.0.1");
  });

  it("fails with a readable 500 when the server cannot be reached or is not configured", async () => {
    const closed = new SMTPServer({ disabledCommands: ["STARTTLS"], authOptional: true });
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(resolve));
    await t.setSettings([["email", "port", String(closedPort)]]);
    const unreachable = await sendMail(t.ctx, { to: "a@example.com", subject: "x", html: "x" }).catch((e: unknown) => e);
    expect(unreachable).toMatchObject({ status: 500, message: expect.stringMatching(/^邮件发送失败：/) });
    await t.setSettings([["email", "host", ""]]);
    const unconfigured = await sendMail(t.ctx, { to: "a@example.com", subject: "x", html: "x" }).catch((e: unknown) => e);
    expect(unconfigured).toMatchObject({ status: 500, message: "邮件服务未配置 SMTP 服务器" });
  });
});
