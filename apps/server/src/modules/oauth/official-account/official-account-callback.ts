import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../../context.js";
import { firstSighting } from "./first-sighting.js";
import { messageSignatureValid } from "./jssdk-signature.js";
import { officialAccountSettings } from "./official-account-settings.js";
import { reportScan } from "./scan-sign-in.js";

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

/**
 * The official account's server address (公众号「服务器配置」, plain mode): GET answers the echostr of the address
 * check, POST receives messages. Each must carry a recent signature made with our Token; a scan of one of our QR
 * codes marks its scene as scanned by the sender's openid. Everything is answered "success" (WeChat retries otherwise).
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
        const scene = scannedScene(xml);
        const openid = xmlField(xml, "FromUserName");
        if (scene && openid) await reportScan(ctx, scene, openid, xmlField(xml, "UnionId"));
        return reply.type("text/plain").send("success");
      });
      done();
    });
}
