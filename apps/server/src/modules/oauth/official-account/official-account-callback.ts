import type { FastifyInstance, FastifyRequest } from "fastify";
import { OauthType } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import { requestOrigin } from "../../../http/request-origin.js";
import { siteOrigin } from "../../settings/site-origin.js";
import { markScanned } from "../scan/scan-rows.js";
import { firstSighting } from "./first-sighting.js";
import { messageSignatureValid } from "./jssdk-signature.js";
import { officialAccountSettings } from "./official-account-settings.js";
import { confirmLinkReply } from "./passive-reply.js";

export const officialAccountCallbackPath = "/callback/officialaccount";
const BODY_LIMIT = 64 * 1024;
/** A signed message older (or newer) than this is not believed (WeChat retries within seconds). */
const MAX_AGE_S = 300;

/** One field of WeChat's flat message XML, CDATA or plain. */
export function xmlField(xml: string, name: string): string {
  const match = new RegExp(`<${name}>(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))</${name}>`).exec(xml);
  return (match?.[1] ?? match?.[2] ?? "").trim();
}

/** The scene of a scan event: `SCAN` (already following) carries it as is, `subscribe` prefixed with qrscene_. */
export function scannedScene(xml: string): string {
  if (xmlField(xml, "MsgType") !== "event") return "";
  const event = xmlField(xml, "Event").toLowerCase();
  const key = xmlField(xml, "EventKey");
  if (event === "scan") return key;
  if (event === "subscribe" && key.startsWith("qrscene_")) return key.slice("qrscene_".length);
  return "";
}

const queryOf = (request: FastifyRequest) => {
  const q = request.query as Record<string, unknown>;
  const text = (key: string) => (typeof q[key] === "string" ? q[key] : "");
  return { signature: text("signature"), timestamp: text("timestamp"), nonce: text("nonce"), echostr: text("echostr") };
};

/** The page on this site where the scanner confirms or cancels the sign-in (opened in WeChat's browser). */
export const confirmPagePath = "/oauth/wechatmp/confirm";

/**
 * A scan of one of our sign-in QR codes: the scene waits for the phone's confirmation, and the answer is a passive
 * reply giving the scanner the confirmation link (its one-time token); "success" (no reply) for anything else.
 */
async function answerScan(ctx: AppContext, request: FastifyRequest, xml: string): Promise<{ type: string; body: string }> {
  const success = { type: "text/plain", body: "success" };
  const scene = scannedScene(xml);
  const openid = xmlField(xml, "FromUserName");
  if (!scene || !openid) return success;
  const token = await markScanned(ctx, scene, OauthType.officialaccount, { openid, unionid: xmlField(xml, "UnionId") });
  if (!token) return success;
  const origin = await siteOrigin(ctx, requestOrigin(request));
  const link = `${origin}${confirmPagePath}?${new URLSearchParams({ scene, t: token })}`;
  return { type: "application/xml", body: confirmLinkReply({ openid, account: xmlField(xml, "ToUserName"), link }) };
}

/**
 * The official account's server address (公众号「服务器配置」, plain mode): GET answers the echostr of the address
 * check, POST receives messages. Each must carry a recent signature made with our Token; a scan of one of our QR
 * codes marks its scene as scanned by the sender's openid and is answered with the confirmation link. Everything
 * else is answered "success" (WeChat retries otherwise).
 */
export function registerOfficialAccountCallback(ctx: AppContext) {
  const trusted = async (request: FastifyRequest) => {
    const query = queryOf(request);
    const { token } = await officialAccountSettings(ctx);
    const age = Math.abs(Date.now() / 1000 - Number(query.timestamp));
    return messageSignatureValid(token, query) && age <= MAX_AGE_S;
  };
  return (app: FastifyInstance) =>
    app.register((scope, _options, done) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: BODY_LIMIT }, (_request, body, parsed) => parsed(null, body));
      scope.get(officialAccountCallbackPath, async (request, reply) => {
        if (!(await trusted(request))) return reply.code(403).type("text/plain").send("invalid signature");
        return reply.type("text/plain").send(queryOf(request).echostr);
      });
      scope.post(officialAccountCallbackPath, async (request, reply) => {
        if (!(await trusted(request))) return reply.code(403).type("text/plain").send("invalid signature");
        // A message is taken once: a replay of a captured one (or WeChat's retry) is answered without effect.
        if (!(await firstSighting(ctx, queryOf(request).signature, 2 * MAX_AGE_S))) return reply.type("text/plain").send("success");
        const xml = Buffer.isBuffer(request.body) ? request.body.toString("utf8") : "";
        const answer = await answerScan(ctx, request, xml);
        return reply.type(answer.type).send(answer.body);
      });
      done();
    });
}
