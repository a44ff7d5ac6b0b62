import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { invisibleAdmins, lookalikeAdmins, realNames } from "./lookalike-fixtures.js";
import { usernameSkeleton } from "./username-skeleton.js";

const hiddenMessage = "用户名不能包含不可见字符或控制字符";
const takenMessage = "用户名已存在";

/**
 * Issue 44: names that pass for a taken one are refused wherever an account gets a name (registration, the profile,
 * the administrator's new user), and real Chinese, Japanese, Korean and emoji names are welcome.
 */
describe(`look-alike usernames (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  const db = () => t.ctx.db.kysely;
  const usernames = async () => (await db().selectFrom("user").select("username").orderBy("id").execute()).map((u) => u.username);
  let emailCounter = 0;

  async function register(username: string) {
    const captcha = await t.call(apiRoutes.captcha.get, { query: { type: "register" } });
    const id = (captcha.body as { id?: string }).id ?? "";
    const answer = id ? (await db().selectFrom("captcha").select("answer").where("id", "=", id).executeTakeFirstOrThrow()).answer : "";
    return t.call(apiRoutes.auth.register, {
      body: { username, password: "member-pass-1", email: `lookalike${++emailCounter}@example.com`, captcha_id: id, captcha: answer },
    });
  }
  const createByAdmin = (username: string) =>
    t.call(apiRoutes.user.create, { token: admin, body: { username, password: "member-pass-1", email: `lookalike${++emailCounter}@example.com`, group_id: [2] } });

  /** Every name refused: invisible characters by the schema (400), visible look-alikes by the skeleton (409). */
  async function expectEveryLookalikeRefused(attempt: (username: string) => Promise<{ status: number; body: { message?: string } }>) {
    for (const name of invisibleAdmins) {
      const res = await attempt(name);
      expect({ name, status: res.status, message: res.body.message }).toEqual({ name, status: 400, message: hiddenMessage });
    }
    for (const name of lookalikeAdmins) {
      const res = await attempt(name);
      expect({ name, status: res.status, message: res.body.message }).toEqual({ name, status: 409, message: takenMessage });
    }
  }

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it("refuses every look-alike of admin at registration and creates nothing", async () => {
    const before = await usernames();
    await expectEveryLookalikeRefused(register);
    expect(await usernames()).toEqual(before);
  });

  it("refuses them as a new name in the profile and keeps the old one", async () => {
    const member = await t.registerMember("renamer_one");
    await expectEveryLookalikeRefused((username) => t.call(apiRoutes.user.updateProfile, { token: member.token, body: { username } }));
    const row = await db().selectFrom("user").select(["username", "username_skeleton"]).where("id", "=", member.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ username: "renamer_one", username_skeleton: usernameSkeleton("renamer_one") });
  });

  it("refuses them when an administrator creates a user", async () => {
    const before = await usernames();
    await expectEveryLookalikeRefused(createByAdmin);
    expect(await usernames()).toEqual(before);
  });

  it("welcomes Chinese, Japanese, Korean and emoji names, which then sign in as typed", async () => {
    for (const name of realNames) {
      const res = await register(name);
      expect({ name, status: res.status }).toEqual({ name, status: 200 });
      expect(res.body.user.username).toBe(name);
    }
    for (const name of realNames) expect((await t.call(apiRoutes.auth.login, { body: { username: name, password: "member-pass-1" } })).status, name).toBe(200);
    const created = await createByAdmin("王小明·阿里");
    expect(created.status).toBe(200);
    const member = await t.registerMember("renamer_two");
    const renamed = await t.call(apiRoutes.user.updateProfile, { token: member.token, body: { username: "鈴木一郎", signature: "你好，世界 👋\n第二行" } });
    expect(renamed.status).toBe(200);
    expect(await usernames()).toEqual(expect.arrayContaining([...realNames, "王小明·阿里", "鈴木一郎"]));
  });

  it("refuses a real name followed by a Hangul filler, and a signature with a line separator", async () => {
    const filler = await register("김민준\u3164");
    expect([filler.status, filler.body.message]).toEqual([400, hiddenMessage]);
    const member = await t.registerMember("signer_one");
    const signature = await t.call(apiRoutes.user.updateProfile, { token: member.token, body: { username: "signer_one", signature: "hello\u2028world" } });
    expect([signature.status, signature.body.message]).toEqual([400, "个性签名不能包含不可见字符或控制字符"]);
  });
});
