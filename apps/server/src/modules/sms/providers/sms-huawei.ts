import crypto from "node:crypto";
import { huaweiAuthorization, huaweiWsse } from "./huawei-wsse.js";
import { at, parseJsonObject, refused, sent } from "./provider-http.js";
import type { SmsProvider } from "./types.js";

/**
 * Huawei Cloud Message & SMS batchSendSms/v1 with WSSE UsernameToken authentication. The endpoint is the APP access
 * address the console shows for the application (it depends on the region), `sdk_app_id` the signature channel
 * number (`from`); the code is the template's first parameter.
 */
export const smsHuawei: SmsProvider = {
  requires: (c) => Boolean(c.accessKeyId && c.accessKeySecret && c.sdkAppId && c.endpoint),
  async send(fetch, config, message) {
    const created = new Date().toISOString().replace(/\.\d{3}Z$/, "Z");
    const nonce = crypto.randomBytes(16).toString("hex");
    const form = new URLSearchParams({
      from: config.sdkAppId,
      to: `+86${message.mobile}`,
      templateId: message.template,
      templateParas: JSON.stringify([message.code]),
    });
    if (config.signName) form.set("signature", config.signName);
    const reply = await fetch(`${new URL(config.endpoint).origin}/sms/batchSendSms/v1`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
        Authorization: huaweiAuthorization,
        "X-WSSE": huaweiWsse(config.accessKeyId, config.accessKeySecret, nonce, created),
      },
      body: form.toString(),
    });
    const json = parseJsonObject(reply.text);
    const status = at(json, "result", 0, "status");
    if (at(json, "code") === "000000" && (status === "" || status === "000000")) return sent(reply.text);
    return refused(reply.text, `${at(json, "code") || `HTTP ${reply.status}`} ${at(json, "description")} ${status}`.trim());
  },
};
