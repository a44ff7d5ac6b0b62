import { apiRoutes, SmsStatus, SmsType, smsMessages, type SmsProviderName } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { startFakeSms, type FakeSms } from "../../test/fake-sms/index.js";

/** The test server's provider time limit (10 s in production): long enough for a loaded machine's local fakes. */
const timeLimitMs = 2000;

const providers: SmsProviderName[] = ["smsAliyun", "smsTencent", "smsBaidu", "smsHuawei"];

/**
 * Each provider's client against a local fake that checks our signature as the provider does (test/fake-sms) and
 * answers in the provider's format: a code reaches the fake and registers the number; a refusal, an unreachable
 * provider and one that never answers all end as a failed send, in time.
 */
describe(`SMS providers against their fakes (${testDialect})`, () => {
  let t: TestServer;
  const fakes = new Map<SmsProviderName, FakeSms>();
  let counter = 0;
  const freshMobile = () => `137${String(Date.now() % 10_000).padStart(4, "0")}${String(++counter).padStart(4, "0")}`;
  const send = (mobile: string) => t.call(apiRoutes.sms.send, { body: { mobile, type: SmsType.register } });
  const logRow = (mobile: string) => t.ctx.db.kysely.selectFrom("sms").selectAll().where("mobile", "=", mobile).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestServer({ smsTimeoutMs: timeLimitMs });
    await t.setSettings([["security", "enable_captcha_register", "false"]]);
    for (const provider of providers) fakes.set(provider, await startFakeSms(provider));
  });
  afterAll(async () => {
    await t.close();
    for (const fake of fakes.values()) await fake.close();
  });

  it.each(providers)("%s: a signed request the fake accepts delivers a code that registers the number", async (provider) => {
    const fake = fakes.get(provider)!;
    await t.setSettings(fake.settings);
    const mobile = freshMobile();
    const res = await send(mobile);
    expect(res.status, res.raw).toBe(200);
    expect(fake.rejected).toEqual([]);
    expect(fake.inbox.at(-1)).toMatchObject({ provider, mobile, template: "SMS_1000", signName: fake.credentials.signName });
    const row = await logRow(mobile);
    expect(row).toMatchObject({ provider, status: SmsStatus.sent, error: "" });
    const account = await t.request("POST", "/api/v1/user/register/mobile", { body: { mobile, code: fake.codeFor(mobile), password: "phone-pass-1" } });
    expect(account.status).toBe(200);
    expect(account.body.user.mobile).toBe(mobile);
  });

  it.each(providers)("%s: a request signed with the wrong secret is refused by the fake and logged as failed", async (provider) => {
    const fake = fakes.get(provider)!;
    await t.setSettings([...fake.settings, ["sms", "access_key_secret", "wrong-secret"]]);
    const mobile = freshMobile();
    const res = await send(mobile);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(smsMessages.sendFailed);
    expect(fake.rejected.length).toBeGreaterThan(0);
    fake.rejected.length = 0;
    const row = await logRow(mobile);
    expect(row.status).toBe(SmsStatus.failed);
    expect(row.error).not.toBe("");
    expect(row.response).not.toBe("");
  });

  it.each(providers)("%s: a business error in the provider's format is a failed send with its code", async (provider) => {
    const fake = fakes.get(provider)!;
    await t.setSettings(fake.settings);
    fake.mode = "refuse";
    try {
      const mobile = freshMobile();
      expect((await send(mobile)).status).toBe(502);
      const row = await logRow(mobile);
      expect(row.status).toBe(SmsStatus.failed);
      expect(row.error).toMatch(/isv\.BUSINESS_LIMIT_CONTROL|LimitExceeded|4504|E200041/);
    } finally {
      fake.mode = "deliver";
    }
  });

  it("gives up on a provider that cannot be reached", async () => {
    const fake = fakes.get("smsAliyun")!;
    await t.setSettings([...fake.settings, ["sms", "endpoint", "http://127.0.0.1:9"]]);
    const mobile = freshMobile();
    expect((await send(mobile)).status).toBe(502);
    const row = await logRow(mobile);
    expect(row.status).toBe(SmsStatus.failed);
    expect(row.error).not.toBe("");
  });

  it(
    "gives up on a provider that never answers after the time limit",
    async () => {
      const fake = fakes.get("smsBaidu")!;
      await t.setSettings(fake.settings);
      fake.mode = "hang";
      try {
        const mobile = freshMobile();
        const res = await send(mobile);
        expect(res.status).toBe(502);
        const row = await logRow(mobile);
        expect(row).toMatchObject({ status: SmsStatus.failed, error: "服务商响应超时" });
      } finally {
        fake.mode = "deliver";
      }
    },
    timeLimitMs + 10_000,
  );
});
