import crypto from "node:crypto";
import { aliyunSignature } from "./aliyun-signature.js";
import { at, parseJsonObject, refused, sent } from "./provider-http.js";
import type { SmsProvider } from "./types.js";

export const ALIYUN_ENDPOINT = "https://dysmsapi.aliyuncs.com";

/** Aliyun Dysmsapi SendSms (version 2017-05-25), an RPC GET signed with HMAC-SHA1; the template's variable is `code`. */
export const smsAliyun: SmsProvider = {
  requires: (c) => Boolean(c.accessKeyId && c.accessKeySecret && c.signName),
  async send(fetch, config, message) {
    const params: Record<string, string> = {
      AccessKeyId: config.accessKeyId,
      Action: "SendSms",
      Format: "JSON",
      PhoneNumbers: message.mobile,
      RegionId: "cn-hangzhou",
      SignName: config.signName,
      SignatureMethod: "HMAC-SHA1",
      SignatureNonce: crypto.randomUUID(),
      SignatureVersion: "1.0",
      TemplateCode: message.template,
      TemplateParam: JSON.stringify({ code: message.code }),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, "Z"),
      Version: "2017-05-25",
    };
    const query = new URLSearchParams({ Signature: aliyunSignature(params, config.accessKeySecret), ...params });
    const reply = await fetch(`${config.endpoint || ALIYUN_ENDPOINT}/?${query.toString()}`, { method: "GET", headers: { Accept: "application/json" } });
    const json = parseJsonObject(reply.text);
    if (at(json, "Code") === "OK") return sent(reply.text);
    return refused(reply.text, `${at(json, "Code") || `HTTP ${reply.status}`} ${at(json, "Message")}`.trim());
  },
};
