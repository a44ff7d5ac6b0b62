import { bceAuthorization, bceTime } from "./bce-auth.js";
import { at, parseJsonObject, refused, sent } from "./provider-http.js";
import type { SmsProvider } from "./types.js";

export const BAIDU_ENDPOINT = "https://smsv3.bj.baidubce.com";
const path = "/api/v3/sendsms";

/** Baidu AI Cloud SMS v3 sendsms, signed with bce-auth-v1; `sign_name` holds the signature id, the template's variable is `code`. */
export const smsBaidu: SmsProvider = {
  requires: (c) => Boolean(c.accessKeyId && c.accessKeySecret && c.signName),
  async send(fetch, config, message) {
    const url = new URL(config.endpoint || BAIDU_ENDPOINT);
    const body = JSON.stringify({ mobile: message.mobile, template: message.template, signatureId: config.signName, contentVar: { code: message.code } });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = { Host: url.host, "Content-Type": "application/json;charset=utf-8", "x-bce-date": bceTime(timestamp) };
    const authorization = bceAuthorization({
      accessKeyId: config.accessKeyId, secretAccessKey: config.accessKeySecret, method: "POST", path, headers, timestamp,
    });
    const { Host: _host, ...sentHeaders } = headers;
    const reply = await fetch(url.origin + path, { method: "POST", headers: { ...sentHeaders, Authorization: authorization }, body });
    const json = parseJsonObject(reply.text);
    if (at(json, "code") === "1000") return sent(reply.text);
    return refused(reply.text, `${at(json, "code") || `HTTP ${reply.status}`} ${at(json, "message")}`.trim());
  },
};
