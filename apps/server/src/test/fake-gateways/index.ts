/**
 * Local fake payment gateways for tests, browser tests and benchmarks: WeChat Pay API v3, Alipay and 虎皮椒, each a
 * node:http server on 127.0.0.1 with keys it generates, checking our signed requests and signing what it sends.
 *
 *   const fakes = await startFakeGateways({ siteUrl: "http://127.0.0.1:<port>" });  // where our server listens
 *   await t.setSettings([["system", "domain", siteUrl], ...fakes.settings()]);        // or useFakeGateways(ctx.settings, fakes, siteUrl)
 *   // POST /api/v1/order/pay → payment_url from the fake (WeChat code_url / h5_url, Alipay or 虎皮椒 cashier URL)
 *   await fakes.wechatpay.pay(orderNo);            // signed notification → our /callback/wechatpay; {status, body}
 *   fakes.alipay.notification(orderNo, { amountFen: 1, forge: true });  // build one to send (or replay) yourself
 *   await fakes.close();
 *
 * From another process (a browser test whose server runs elsewhere): `POST <fake.origin>/__fake/pay` with
 * `{"order_no": "…"}` pays, and the cashier pages (`h5_url`, Alipay's URL, 虎皮椒's `url`) have a 确认支付 button.
 * An Alipay order is known to the fake once its payment URL was opened (as at Alipay, where the trade exists
 * once the buyer opens it).
 */
import { startFakeAlipay, type FakeAlipay } from "./fake-alipay.js";
import type { FakeGateway } from "./fake-types.js";
import { startFakeWechatpay, type FakeWechatpay, type WechatpaySigningMode } from "./fake-wechatpay.js";
import { startFakeXunhupay, type FakeXunhupay } from "./fake-xunhupay.js";

export type { CallbackReply, OutgoingNotification } from "./fake-http.js";
export { deliver } from "./fake-http.js";
export type { FakeGateway, FakeOrder, NotificationTweak } from "./fake-types.js";
export { startFakeAlipay, startFakeWechatpay, startFakeXunhupay, type FakeAlipay, type FakeWechatpay, type FakeXunhupay };

export interface FakeGateways {
  wechatpay: FakeWechatpay;
  alipay: FakeAlipay;
  xunhupay: FakeXunhupay;
  all: FakeGateway[];
  /** Every `pay` setting pointing our server at the fakes, all three gateways enabled. */
  settings(): Array<[string, string, string]>;
  settingEntries(): Array<{ category: string; name: string; value: string }>;
  /** Notifications about orders a fake never saw go to `<siteUrl>/callback/<provider>`. */
  setSiteUrl(siteUrl: string): void;
  close(): Promise<void>;
}

export async function startFakeGateways(options: { siteUrl?: string; wechatpayMode?: WechatpaySigningMode } = {}): Promise<FakeGateways> {
  const [wechatpay, alipay, xunhupay] = await Promise.all([startFakeWechatpay({ mode: options.wechatpayMode }), startFakeAlipay(), startFakeXunhupay()]);
  const all: FakeGateway[] = [wechatpay, alipay, xunhupay];
  const fakes: FakeGateways = {
    wechatpay,
    alipay,
    xunhupay,
    all,
    settings: () => all.flatMap((f) => f.settings()),
    settingEntries: () => fakes.settings().map(([category, name, value]) => ({ category, name, value })),
    setSiteUrl(siteUrl) {
      for (const f of all) f.notifyUrl = `${siteUrl.replace(/\/+$/, "")}/callback/${f.provider}`;
    },
    close: async () => {
      await Promise.all(all.map((f) => f.close()));
    },
  };
  if (options.siteUrl) fakes.setSiteUrl(options.siteUrl);
  return fakes;
}

/**
 * Points a running server at the fakes: system.domain (where the gateways call back) and every `pay` setting,
 * through its settings store (`server.ctx.settings` in-process, e.g. a browser test's global setup or a bench).
 */
export async function useFakeGateways(
  settings: { save(entries: Array<{ category: string; name: string; value: string }>): Promise<void> },
  fakes: FakeGateways,
  siteUrl: string,
): Promise<void> {
  fakes.setSiteUrl(siteUrl);
  await settings.save([{ category: "system", name: "domain", value: siteUrl.replace(/\/+$/, "") }, ...fakes.settingEntries()]);
}
