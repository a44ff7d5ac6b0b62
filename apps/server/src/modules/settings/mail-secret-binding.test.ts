import { apiRoutes } from "@wenku/contract";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { sendMail } from "../mail/send-mail.js";

interface Listener {
  port: number;
  /** Every connection, and the password of every login. */
  connections: number;
  passwords: string[];
  close(): Promise<void>;
}

async function startListener(): Promise<Listener> {
  const listener = { connections: 0, passwords: [] as string[] };
  const smtp = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: true,
    onConnect(_session, callback) {
      listener.connections++;
      callback();
    },
    onAuth(auth, _session, callback) {
      listener.passwords.push(auth.password ?? "");
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => callback());
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return Object.assign(listener, {
    port: (smtp.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  });
}

const storedPassword = "smtp-stored-secret-9876";

describe(`the SMTP password goes only to the server it was saved with (${testDialect})`, () => {
  let t: TestServer;
  let home: Listener;
  let elsewhere: Listener;
  let admin: string;
  const save = (config: Array<[string, string]>) =>
    t.call(apiRoutes.setting.configSave, { token: admin, body: { config: config.map(([name, value]) => ({ category: "email", name, value })) } });

  beforeAll(async () => {
    [t, home, elsewhere] = await Promise.all([createTestServer(), startListener(), startListener()]);
    admin = await t.adminToken();
  });
  beforeEach(() =>
    t.setSettings([
      ["security", "outbound_allow_hosts", "127.0.0.1"], ["email", "enable", "true"], ["email", "host", "127.0.0.1"], ["email", "port", String(home.port)],
      ["email", "is_tls", "false"], ["email", "username", "robot@wenku.test"], ["email", "password", storedPassword], ["email", "test_email", "admin@wenku.test"],
    ]),
  );
  afterAll(async () => {
    await Promise.all([t.close(), home.close(), elsewhere.close()]);
  });

  it("refuses a new host or port while the stored password is kept, masked or left out, and connects nowhere", async () => {
    for (const change of [[["port", String(elsewhere.port)]], [["host", "localhost"]], [["host", "127.0.0.1"], ["port", String(elsewhere.port)], ["password", "******"]]] as Array<Array<[string, string]>>) {
      const res = await save(change);
      expect(res.status, res.raw).toBe(400);
      expect(res.body.message).toBe("修改邮件服务器地址后请重新填写密码");
    }
    expect(await t.ctx.settings.get("email", "port")).toBe(String(home.port));
    expect(elsewhere.connections).toBe(0);
  });

  it("sends the password typed with the new address, never the stored one", async () => {
    const res = await save([["port", String(elsewhere.port)], ["password", "typed-new-password"]]);
    expect(res.status, res.raw).toBe(200);
    expect(elsewhere.passwords).toEqual(["typed-new-password"]);
    expect(home.passwords).not.toContain("typed-new-password");
  });

  it("keeps the stored password when the address does not change", async () => {
    const logins = home.passwords.length;
    const res = await save([["host", " 127.0.0.1 "], ["port", String(home.port)], ["password", "******"], ["from_name", "文库机器人"]]);
    expect(res.status, res.raw).toBe(200);
    expect(home.passwords.slice(logins)).toEqual([storedPassword]);
  });

  it("refuses an SMTP server on a loopback or private address unless allowed, on save and when sending", async () => {
    await t.setSettings([["security", "outbound_allow_hosts", ""]]);
    const connections = home.connections + elsewhere.connections;
    for (const host of ["127.0.0.1", "localhost", "10.0.0.25", "::ffff:127.0.0.1"]) {
      const res = await save([["host", host], ["password", "typed-password"]]);
      expect(res.status, host).toBe(400);
      expect(res.body.message).toMatch(/^「SMTP 服务器」：不允许连接本机或内网地址 .+，如确需连接，请在「安全配置」的「允许访问的内网地址」中添加$/);
    }
    const sent = await sendMail(t.ctx, { to: "a@example.com", subject: "x", html: "x" }).catch((e: unknown) => e);
    expect(sent).toMatchObject({ status: 500, message: "邮件发送失败：不允许连接本机或内网地址 127.0.0.1，如确需连接，请在「安全配置」的「允许访问的内网地址」中添加" });
    expect(home.connections + elsewhere.connections).toBe(connections);
  });
});
