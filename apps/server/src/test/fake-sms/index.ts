/**
 * Local fake SMS providers for tests and browser tests: Aliyun, Tencent Cloud, Baidu AI Cloud and Huawei Cloud, each
 * a node:http server on 127.0.0.1 that checks our signed request as the provider does and answers in its format.
 *
 *   const sms = await startFakeSms("smsTencent");
 *   await t.setSettings(sms.settings);           // enable_sms, provider, keys, templates, endpoint
 *   // POST /api/v1/sms → the fake receives the message; sms.codeFor("13800138000") reads the code
 *   sms.mode = "refuse";                          // the next sends get a business error; "hang" never answers
 *
 * From another process: GET <origin>/__fake/inbox?mobile=… answers {"code": "…"} (the latest code to that number).
 */
import crypto from "node:crypto";
import type { SmsProviderName } from "@wenku/contract";
import { json, startFakeHttp } from "../fake-gateways/fake-http.js";
import { fakeSmsProtocols } from "./fake-sms-protocols.js";
import type { FakeSmsCredentials, FakeSmsMode, ReceivedSms } from "./fake-sms-types.js";

export type { FakeSmsMode, ReceivedSms } from "./fake-sms-types.js";

export interface FakeSms {
  provider: SmsProviderName;
  origin: string;
  credentials: FakeSmsCredentials;
  inbox: ReceivedSms[];
  /** Requests the fake refused for their signature (a well-behaved client sends none). */
  rejected: string[];
  mode: FakeSmsMode;
  /** The settings that point our server at this fake. */
  settings: Array<[string, string, string]>;
  /** The latest code sent to `mobile`, or undefined. */
  codeFor(mobile: string): string | undefined;
  close(): Promise<void>;
}

export async function startFakeSms(provider: SmsProviderName): Promise<FakeSms> {
  const protocol = fakeSmsProtocols[provider];
  if (!protocol) throw new Error(`no fake for ${provider}`);
  const credentials: FakeSmsCredentials = {
    accessKeyId: `AK${crypto.randomBytes(8).toString("hex")}`,
    accessKeySecret: crypto.randomBytes(18).toString("base64url"),
    sdkAppId: provider === "smsHuawei" ? "csms12345678" : "1400006666",
    signName: provider === "smsBaidu" ? "sms-sign-WenkuTest" : "文库测试",
  };
  const hanging = new Set<() => void>();
  const fake: FakeSms = {
    provider,
    origin: "",
    credentials,
    inbox: [],
    rejected: [],
    mode: "deliver",
    settings: [],
    codeFor: (mobile) => fake.inbox.findLast((m) => m.mobile === mobile)?.code,
    close: () => Promise.resolve(),
  };
  const server = await startFakeHttp(async (request) => {
    if (request.url.pathname === "/__fake/inbox") return json(200, { code: fake.codeFor(request.url.searchParams.get("mobile") ?? "") ?? "" });
    const checked = protocol.verify(request, credentials);
    if ("problem" in checked) {
      fake.rejected.push(checked.problem);
      return protocol.refused(checked.problem);
    }
    if (fake.mode === "hang") return new Promise((resolve) => hanging.add(() => resolve(protocol.refused("business"))));
    if (fake.mode === "refuse") return protocol.refused("business");
    fake.inbox.push({ provider, ...checked.message });
    return protocol.accepted(checked.message);
  });
  fake.origin = server.origin;
  fake.close = async () => {
    for (const release of hanging) release();
    await server.close();
  };
  fake.settings = [
    ["system", "enable_sms", "true"],
    ["sms", "provider", provider],
    ["sms", "access_key_id", credentials.accessKeyId],
    ["sms", "access_key_secret", credentials.accessKeySecret],
    ["sms", "sign_name", credentials.signName],
    ["sms", "sdk_app_id", provider === "smsTencent" || provider === "smsHuawei" ? credentials.sdkAppId : ""],
    ["sms", "endpoint", server.origin],
    ["sms", "template_register", "SMS_1000"],
    ["sms", "template_login", "SMS_1001"],
    ["sms", "template_find_password", "SMS_1002"],
  ];
  return fake;
}
