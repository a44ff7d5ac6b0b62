import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember } from "../documents/document-fixtures.js";

const usableGateway: [string, string, string][] = [
  ["pay", "enable_xunhupay", "true"],
  ["pay", "xunhupay_appid", "test-appid"],
  ["pay", "xunhupay_appsecret", "test-appsecret"],
  ["pay", "xunhupay_gateway", "http://127.0.0.1:9/payment/do.html"],
];

describe(`the ways to get credits, for a member short of them (${testDialect})`, () => {
  let t: TestServer;
  const ways = (token?: string) => t.call(apiRoutes.credit.ways, { token });

  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it("needs a signed-in member", async () => {
    expect((await ways()).status).toBe(401);
  });

  it("reports every way switched off plainly, with nothing to offer", async () => {
    await t.setSettings([
      ["score", "sign_in", "0"], ["score", "upload_document", "0"], ["pay", "enable_recharge", "true"],
      ["download", "enable_code_download", "false"], ["vip", "enable", "true"], ["vip", "year_price", "9900"], ["vip", "enable_credit_pay", "false"],
    ]);
    const member = await createMember(t.ctx, 3);
    const reply = await ways(member.token);
    expect(reply.status, reply.raw).toBe(200);
    // Recharge and VIP are on, but no gateway can take the money and VIP cannot be paid in credits: not offered.
    expect(reply.body).toEqual({
      credit_name: "魔豆",
      credit_count: 3,
      sign_in: { enabled: false, award: 0, signed_today: false },
      upload: { enabled: false, award: 0, daily_limit: 1 },
      recharge: { enabled: false },
      download_code: { enabled: false, max_price: 0 },
      vip: { enabled: false },
    });
  });

  it("reports the ways switched on with what they give, and today's sign-in once done", async () => {
    await t.setSettings([
      ["score", "credit_name", "金币"], ["score", "sign_in", "4"], ["score", "upload_document", "6"], ["score", "upload_document_limit", "2"],
      ["download", "enable_code_download", "true"], ["download", "max_price", "20"], ...usableGateway,
    ]);
    const member = await createMember(t.ctx, 0);
    expect((await ways(member.token)).body).toEqual({
      credit_name: "金币",
      credit_count: 0,
      sign_in: { enabled: true, award: 4, signed_today: false },
      upload: { enabled: true, award: 6, daily_limit: 2 },
      recharge: { enabled: true },
      download_code: { enabled: true, max_price: 20 },
      vip: { enabled: true },
    });
    expect((await t.call(apiRoutes.signIn.sign, { token: member.token })).status).toBe(200);
    expect((await ways(member.token)).body).toMatchObject({ credit_count: 4, sign_in: { enabled: true, award: 4, signed_today: true } });
  });

  it("offers VIP paid in credits without a gateway, and not when no plan has a price", async () => {
    await t.setSettings([["pay", "enable_xunhupay", "false"], ["vip", "enable_credit_pay", "true"]]);
    const member = await createMember(t.ctx, 0);
    expect((await ways(member.token)).body).toMatchObject({ recharge: { enabled: false }, vip: { enabled: true } });
    await t.setSettings([["vip", "year_price", "0"]]);
    expect((await ways(member.token)).body).toMatchObject({ vip: { enabled: false } });
  });
});
