import crypto from "node:crypto";
import type { SmsProviderName } from "@wenku/contract";
import { aliyunSignature } from "../../modules/sms/providers/aliyun-signature.js";
import { bceAuthorization } from "../../modules/sms/providers/bce-auth.js";
import { huaweiAuthorization, huaweiPasswordDigest } from "../../modules/sms/providers/huawei-wsse.js";
import { tc3Sign } from "../../modules/sms/providers/tencent-tc3.js";
import { formOf, json } from "../fake-gateways/fake-http.js";
import type { FakeSmsProtocol } from "./fake-sms-types.js";

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";
const requestId = () => crypto.randomUUID();
/** Requests older or newer than this are refused, as the providers refuse replays. */
const CLOCK_SKEW_MS = 15 * 60_000;
const fresh = (ms: number) => Number.isFinite(ms) && Math.abs(Date.now() - ms) < CLOCK_SKEW_MS;
const mainland = (to: string) => to.replace(/^\+86/, "");

/** Aliyun Dysmsapi: GET /?…&Signature=…, answers {Code, Message, RequestId, BizId}. */
const aliyun: FakeSmsProtocol = {
  verify({ method, url }, c) {
    const params = Object.fromEntries(url.searchParams);
    if (method !== "GET" || params.Action !== "SendSms" || params.Version !== "2017-05-25") return { problem: "InvalidAction" };
    if (params.AccessKeyId !== c.accessKeyId) return { problem: "InvalidAccessKeyId.NotFound" };
    if (!fresh(Date.parse(params.Timestamp))) return { problem: "InvalidTimeStamp.Expired" };
    if (params.Signature !== aliyunSignature(params, c.accessKeySecret)) return { problem: "SignatureDoesNotMatch" };
    const code = (JSON.parse(params.TemplateParam ?? "{}") as { code?: string }).code ?? "";
    return { message: { mobile: params.PhoneNumbers, code, template: params.TemplateCode, signName: params.SignName } };
  },
  accepted: () => json(200, { Message: "OK", RequestId: requestId(), BizId: `${Date.now()}^0`, Code: "OK" }),
  refused: (problem) =>
    problem === "business"
      ? json(200, { Message: "触发小时级流控Permits:5", RequestId: requestId(), Code: "isv.BUSINESS_LIMIT_CONTROL" })
      : json(400, { Message: `Specified signature is not matched with our calculation (${problem}).`, RequestId: requestId(), Code: problem }),
};

/** Tencent Cloud SMS 2021-01-11: POST / with a TC3 Authorization, answers {Response: {SendStatusSet | Error, RequestId}}. */
const tencent: FakeSmsProtocol = {
  verify({ method, url, headers, body }, c) {
    if (method !== "POST" || url.pathname !== "/") return { problem: "InvalidAction" };
    if (header(headers["x-tc-action"]) !== "SendSms" || header(headers["x-tc-version"]) !== "2021-01-11") return { problem: "InvalidAction" };
    const timestamp = Number(header(headers["x-tc-timestamp"]));
    if (!fresh(timestamp * 1000)) return { problem: "AuthFailure.SignatureExpire" };
    const expected = tc3Sign({
      secretId: c.accessKeyId, secretKey: c.accessKeySecret, service: "sms", host: header(headers.host),
      contentType: header(headers["content-type"]), payload: body.toString("utf8"), timestamp,
    });
    if (header(headers.authorization) !== expected.authorization) return { problem: "AuthFailure.SignatureFailure" };
    const payload = JSON.parse(body.toString("utf8")) as { PhoneNumberSet: string[]; SmsSdkAppId: string; SignName: string; TemplateId: string; TemplateParamSet: string[] };
    if (payload.SmsSdkAppId !== c.sdkAppId) return { problem: "FailedOperation.SmsSdkAppIdVerifyFail" };
    return { message: { mobile: mainland(payload.PhoneNumberSet[0] ?? ""), code: payload.TemplateParamSet[0] ?? "", template: payload.TemplateId, signName: payload.SignName } };
  },
  accepted: (m) =>
    json(200, {
      Response: {
        SendStatusSet: [{ SerialNo: requestId(), PhoneNumber: `+86${m.mobile}`, Fee: 1, SessionContext: "", Code: "Ok", Message: "send success", IsoCode: "CN" }],
        RequestId: requestId(),
      },
    }),
  refused: (problem) =>
    problem === "business"
      ? json(200, {
          Response: {
            SendStatusSet: [{ SerialNo: "", PhoneNumber: "", Fee: 0, SessionContext: "", Code: "LimitExceeded.PhoneNumberThirtySecondLimit", Message: "the number of sms messages sent from a single mobile number within 30 seconds exceeds the upper limit", IsoCode: "CN" }],
            RequestId: requestId(),
          },
        })
      : json(200, { Response: { Error: { Code: problem, Message: "The provided credentials could not be validated." }, RequestId: requestId() } }),
};

/** Baidu AI Cloud SMS v3: POST /api/v3/sendsms with a bce-auth-v1 Authorization, answers {requestId, code, message, data}. */
const baidu: FakeSmsProtocol = {
  verify({ method, url, headers, body }, c) {
    if (method !== "POST" || url.pathname !== "/api/v3/sendsms") return { problem: "InvalidURI" };
    const parts = header(headers.authorization).split("/");
    if (parts.length !== 6 || parts[0] !== "bce-auth-v1" || parts[1] !== c.accessKeyId) return { problem: "AccessDenied" };
    const timestamp = Date.parse(parts[2]) / 1000;
    if (!fresh(timestamp * 1000)) return { problem: "RequestExpired" };
    const signedHeaders = Object.fromEntries(parts[4].split(";").map((name) => [name, header(headers[name])]));
    const expected = bceAuthorization({
      accessKeyId: c.accessKeyId, secretAccessKey: c.accessKeySecret, method: "POST", path: url.pathname,
      headers: signedHeaders, timestamp, expirationSeconds: Number(parts[3]),
    });
    if (!signedHeaders.host || header(headers.authorization) !== expected) return { problem: "SignatureDoesNotMatch" };
    const payload = JSON.parse(body.toString("utf8")) as { mobile: string; template: string; signatureId: string; contentVar: { code?: string } };
    return { message: { mobile: payload.mobile, code: payload.contentVar.code ?? "", template: payload.template, signName: payload.signatureId } };
  },
  accepted: (m) => json(200, { requestId: requestId(), code: "1000", message: "成功", data: [{ code: "1000", message: "成功", mobile: m.mobile, messageId: requestId() }] }),
  refused: (problem) =>
    problem === "business"
      ? json(200, { requestId: requestId(), code: "4504", message: "发送超过频率限制", data: [] })
      : json(401, { requestId: requestId(), code: problem, message: "Fail to authn user: Signature does not match" }),
};

const wsseField = (wsse: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(wsse)?.[1] ?? "";

/** Huawei Cloud Message & SMS: POST /sms/batchSendSms/v1 with X-WSSE, answers {code, description, result}. */
const huawei: FakeSmsProtocol = {
  verify({ method, url, headers, body }, c) {
    if (method !== "POST" || url.pathname !== "/sms/batchSendSms/v1") return { problem: "E000623" };
    if (header(headers.authorization) !== huaweiAuthorization) return { problem: "E000004" };
    const wsse = header(headers["x-wsse"]);
    const created = wsseField(wsse, "Created");
    const nonce = wsseField(wsse, "Nonce");
    if (wsseField(wsse, "Username") !== c.accessKeyId) return { problem: "E000004" };
    if (!fresh(Date.parse(created))) return { problem: "E000003" };
    if (wsseField(wsse, "PasswordDigest") !== huaweiPasswordDigest(nonce, created, c.accessKeySecret)) return { problem: "E000004" };
    const form = formOf(body);
    if (form.from !== c.sdkAppId) return { problem: "E200015" };
    const paras = JSON.parse(form.templateParas ?? "[]") as string[];
    return { message: { mobile: mainland(form.to), code: paras[0] ?? "", template: form.templateId, signName: form.signature ?? "" } };
  },
  accepted: (m) =>
    json(200, {
      code: "000000", description: "Success",
      result: [{ originTo: `+86${m.mobile}`, createTime: new Date().toISOString(), from: "csms12345678", smsMsgId: requestId(), status: "000000" }],
    }),
  refused: (problem) =>
    problem === "business"
      ? json(200, { code: "E200041", description: "Failed to send the SMS message because the template variable format is incorrect." })
      : json(401, { code: problem, description: "Authentication failed." }),
};

export const fakeSmsProtocols: Partial<Record<SmsProviderName, FakeSmsProtocol>> = { smsAliyun: aliyun, smsTencent: tencent, smsBaidu: baidu, smsHuawei: huawei };
