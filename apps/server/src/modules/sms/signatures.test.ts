import { describe, expect, it } from "vitest";
import { aliyunCanonicalQuery, aliyunPercentEncode, aliyunSignature } from "./providers/aliyun-signature.js";
import { bceAuthorization, bceCanonicalHeaders, bceCanonicalQuery, bceNormalize } from "./providers/bce-auth.js";
import { huaweiPasswordDigest, huaweiWsse } from "./providers/huawei-wsse.js";
import { tc3CanonicalRequest, tc3Sign } from "./providers/tencent-tc3.js";

/**
 * Known answers: each signing scheme against the provider's own published example (request, key, time → signature),
 * copied as data, so that our client and the local fakes (which verify with the same functions) cannot be wrong the
 * same way.
 */
describe("Aliyun RPC signature (HMAC-SHA1)", () => {
  // 阿里云短信服务「HTTP 协议及签名」示例 https://help.aliyun.com/document_detail/56189.html (AccessKeyId testId,
  // AccessKeySecret testSecret → Signature zJDF+Lrzhj/ThnlvIToysFRq6t4=).
  const smsDocParams = {
    AccessKeyId: "testId", Action: "SendSms", Format: "XML", OutId: "123", PhoneNumbers: "15300000001", RegionId: "cn-hangzhou",
    SignName: "阿里云短信测试专用", SignatureMethod: "HMAC-SHA1", SignatureNonce: "45e25e9b-0a6f-4070-8c85-2956eda1b466", SignatureVersion: "1.0",
    TemplateCode: "SMS_71390007", TemplateParam: '{"customer":"test"}', Timestamp: "2017-07-12T02:42:19Z", Version: "2017-05-25",
  };

  it("reproduces the SendSms example of the SMS documentation", () => {
    expect(aliyunCanonicalQuery(smsDocParams)).toBe(
      "AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123&PhoneNumbers=15300000001&RegionId=cn-hangzhou" +
        "&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8&SignatureMethod=HMAC-SHA1" +
        "&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0&TemplateCode=SMS_71390007" +
        "&TemplateParam=%7B%22customer%22%3A%22test%22%7D&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25",
    );
    expect(aliyunSignature(smsDocParams, "testSecret")).toBe("zJDF+Lrzhj/ThnlvIToysFRq6t4=");
  });

  it("reproduces the DescribeRegions example of the RPC signature documentation", () => {
    // ECS「签名机制」示例 https://help.aliyun.com/document_detail/25492.html (AccessKeySecret testsecret).
    const params = {
      Format: "XML", AccessKeyId: "testid", Action: "DescribeRegions", SignatureMethod: "HMAC-SHA1",
      SignatureNonce: "3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf", SignatureVersion: "1.0", Version: "2014-05-26", Timestamp: "2016-02-23T12:46:24Z",
    };
    expect(aliyunSignature(params, "testsecret")).toBe("OLeaidS1JvxuMvnyHOwuJ+uX5qY=");
  });

  it("percent-encodes as POP requires: space %20, * %2A, ~ kept", () => {
    expect([aliyunPercentEncode("a b"), aliyunPercentEncode("*"), aliyunPercentEncode("~-_."), aliyunPercentEncode("/=&+")]).toEqual(["a%20b", "%2A", "~-_.", "%2F%3D%26%2B"]);
  });

  it("leaves a Signature parameter out of what it signs", () => {
    expect(aliyunSignature({ ...smsDocParams, Signature: "x" }, "testSecret")).toBe("zJDF+Lrzhj/ThnlvIToysFRq6t4=");
  });
});

describe("Tencent Cloud TC3-HMAC-SHA256", () => {
  // 腾讯云 API「签名方法 v3」示例 https://cloud.tencent.com/document/api/213/30654 (CVM DescribeInstances, the key as
  // published, with its asterisks; timestamp 1551113065).
  const example = {
    secretId: "AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******",
    secretKey: "Gu5t9xGARNpq86cd98joQYCN3*******",
    service: "cvm",
    host: "cvm.tencentcloudapi.com",
    contentType: "application/json; charset=utf-8",
    payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    timestamp: 1551113065,
  };

  it("builds the documented canonical request", () => {
    expect(tc3CanonicalRequest(example)).toBe(
      "POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n\ncontent-type;host\n" +
        "35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064",
    );
  });

  it("reproduces the documented signature and Authorization header", () => {
    const signed = tc3Sign(example);
    expect(signed.signature).toBe("2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c");
    expect(signed.authorization).toBe(
      "TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, " +
        "Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c",
    );
  });
});

describe("Baidu AI Cloud bce-auth-v1", () => {
  // The official JavaScript SDK's test vectors: https://github.com/baidubce/bce-sdk-js/blob/master/test/sdk/auth.spec.js
  it("canonicalises query strings, URIs and headers as the SDK does", () => {
    expect(bceCanonicalQuery({ A: "A", B: null, C: "" })).toBe("A=A&B=&C=");
    expect(bceNormalize("!'()*this is an example for 测试")).toBe("%21%27%28%29%2Athis%20is%20an%20example%20for%20%E6%B5%8B%E8%AF%95");
    const headers: Record<string, string> = { Host: "localhost", "x-bce-a": "a/b:c", C: "" };
    expect(bceCanonicalHeaders(headers).signed).toEqual(["host", "x-bce-a"]);
    expect(bceCanonicalHeaders({ ...headers, "Content-MD5": "MD5" }).canonical).toBe("content-md5:MD5\nhost:localhost\nx-bce-a:a%2Fb%3Ac");
  });

  it("reproduces the SDK's PUT object authorization", () => {
    const authorization = bceAuthorization({
      accessKeyId: "my_ak", secretAccessKey: "my_sk", method: "PUT", path: "/v1/bucket/object1",
      params: { A: null, b: "", C: "d" }, headers: { Host: "bce.baidu.com", abc: "123", "x-bce-meta-key1": "ABC" }, timestamp: 1402639056,
    });
    expect(authorization).toBe("bce-auth-v1/my_ak/2014-06-13T05:57:36Z/1800/host;x-bce-meta-key1/80c9672aca2ea9af4bb40b9a8ff458d72df94e97d550840727f3a929af271d25");
  });

  it("reproduces the SDK's DELETE bucket authorization", () => {
    const authorization = bceAuthorization({
      accessKeyId: "my_ak", secretAccessKey: "my_sk", method: "DELETE", path: "/v1/test-bucket1361199862", params: {},
      headers: { "Content-Type": "application/json; charset=utf-8", "Content-Length": 0, "User-Agent": "This is the user-agent" },
      timestamp: 1402639056, expirationSeconds: 1800,
    });
    expect(authorization).toBe(
      "bce-auth-v1/my_ak/2014-06-13T05:57:36Z/1800/content-length;content-type/c9386b15d585960ae5e6972f73ed92a9a682dc81025480ba5b41206d3e489822",
    );
  });
});

describe("Huawei Cloud WSSE UsernameToken", () => {
  // Huawei documents the formula PasswordDigest = Base64(SHA256(Nonce + Created + app_secret)) and shows a request with
  // Nonce ac1c911c4792492687f8f6b2264a491e, Created 2018-05-26T00:35:30Z and PasswordDigest NDA1MWIw…NA==, but not the
  // app_secret behind it, so no complete published vector exists. What the example does fix: the digest is the Base64
  // of the SHA-256 written as 64 lower-case hex characters.
  it("writes the digest as the documented example does: Base64 of the lower-case hex SHA-256", () => {
    const documented = "NDA1MWIwNjI2ZTkyNWFlM2FhMTE5NDE1YTk5NjU1YWE4NjNlZTY1MmRhYzkxZGViNzczZjdjMjkzZWQ4ZjAwNA==";
    expect(Buffer.from(documented, "base64").toString("utf8")).toMatch(/^[0-9a-f]{64}$/);
    const ours = huaweiPasswordDigest("ac1c911c4792492687f8f6b2264a491e", "2018-05-26T00:35:30Z", "secret");
    expect(Buffer.from(ours, "base64").toString("utf8")).toMatch(/^[0-9a-f]{64}$/);
    // SHA-256("ac1c911c4792492687f8f6b2264a491e" + "2018-05-26T00:35:30Z" + "secret"), computed independently (sha256sum).
    expect(Buffer.from(ours, "base64").toString("utf8")).toBe(SHA256_OF_EXAMPLE_WITH_SECRET);
  });

  it("writes the X-WSSE header in the documented layout", () => {
    expect(huaweiWsse("ARBRz4bAXoFgEH7o4Ew308eXc1RA", "secret", "ac1c911c4792492687f8f6b2264a491e", "2018-05-26T00:35:30Z")).toBe(
      `UsernameToken Username="ARBRz4bAXoFgEH7o4Ew308eXc1RA",PasswordDigest="${Buffer.from(SHA256_OF_EXAMPLE_WITH_SECRET).toString("base64")}",` +
        'Nonce="ac1c911c4792492687f8f6b2264a491e",Created="2018-05-26T00:35:30Z"',
    );
  });
});

const SHA256_OF_EXAMPLE_WITH_SECRET = "4642bb38782242569d34f8f620f69c2941566300517f1af13034fffbfb679c7b";
