import { parseJsonObject, at, refused, sent } from "./provider-http.js";
import { tc3Sign } from "./tencent-tc3.js";
import type { SmsProvider } from "./types.js";

export const TENCENT_ENDPOINT = "https://sms.tencentcloudapi.com";
const contentType = "application/json; charset=utf-8";

/** Tencent Cloud SMS SendSms (API version 2021-01-11), signed with TC3-HMAC-SHA256; the code is the template's first parameter. */
export const smsTencent: SmsProvider = {
  requires: (c) => Boolean(c.accessKeyId && c.accessKeySecret && c.signName && c.sdkAppId),
  async send(fetch, config, message) {
    const url = new URL(config.endpoint || TENCENT_ENDPOINT);
    const payload = JSON.stringify({
      PhoneNumberSet: [`+86${message.mobile}`],
      SmsSdkAppId: config.sdkAppId,
      SignName: config.signName,
      TemplateId: message.template,
      TemplateParamSet: [message.code],
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const { authorization } = tc3Sign({
      secretId: config.accessKeyId, secretKey: config.accessKeySecret, service: "sms", host: url.host, contentType, payload, timestamp,
    });
    const reply = await fetch(url.origin + "/", {
      method: "POST",
      headers: {
        Authorization: authorization,
        "Content-Type": contentType,
        "X-TC-Action": "SendSms",
        "X-TC-Timestamp": String(timestamp),
        "X-TC-Version": "2021-01-11",
        "X-TC-Region": config.region || "ap-guangzhou",
      },
      body: payload,
    });
    const json = parseJsonObject(reply.text);
    const errorCode = at(json, "Response", "Error", "Code");
    if (errorCode) return refused(reply.text, `${errorCode} ${at(json, "Response", "Error", "Message")}`);
    const status = at(json, "Response", "SendStatusSet", 0, "Code");
    if (status === "Ok") return sent(reply.text);
    return refused(reply.text, `${status || `HTTP ${reply.status}`} ${at(json, "Response", "SendStatusSet", 0, "Message")}`.trim());
  },
};
