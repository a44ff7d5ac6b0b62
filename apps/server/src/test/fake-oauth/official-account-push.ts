import crypto from "node:crypto";
import type { Server } from "../../bootstrap.js";
import { fakeClient } from "./fake-providers.js";

/** The message the official account's server pushes when someone scans a parametric QR code (公众号「接收事件推送」). */
export function scanEventXml(input: { openid: string; scene: string; subscribe?: boolean; toUser?: string }): string {
  const event = input.subscribe ? "subscribe" : "SCAN";
  const key = input.subscribe ? `qrscene_${input.scene}` : input.scene;
  return `<xml><ToUserName><![CDATA[${input.toUser ?? "gh_fake"}]]></ToUserName><FromUserName><![CDATA[${input.openid}]]></FromUserName>` +
    `<CreateTime>${Math.floor(Date.now() / 1000)}</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[${event}]]></Event>` +
    `<EventKey><![CDATA[${key}]]></EventKey><Ticket><![CDATA[TICKET]]></Ticket></xml>`;
}

/** Signs as WeChat does: SHA-1 of token, timestamp and nonce sorted and concatenated. */
export function wechatQuery(token: string, timestamp = String(Math.floor(Date.now() / 1000)), nonce = String(crypto.randomInt(1e9))) {
  const signature = crypto.createHash("sha1").update([token, timestamp, nonce].sort().join("")).digest("hex");
  return { signature, timestamp, nonce };
}

/** POSTs a message to /callback/officialaccount as the official account's server would (text/xml, signed query). */
export async function pushToCallback(server: Pick<Server, "app">, xml: string, query: Record<string, string>) {
  const res = await server.app.inject({
    method: "POST", url: `/callback/officialaccount?${new URLSearchParams(query)}`, headers: { "content-type": "text/xml" }, payload: xml,
  });
  return { status: res.statusCode, body: res.body };
}

/** The confirmation link of a passive reply (the official account's answer to a scan): its address, scene and token. */
export function confirmLinkOf(replyXml: string): { href: string; scene: string; t: string } {
  const href = /<a href="([^"]+)">/.exec(replyXml)?.[1] ?? "";
  const url = new URL(href || "http://none/");
  return { href, scene: url.searchParams.get("scene") ?? "", t: url.searchParams.get("t") ?? "" };
}

/** The settings of an official account set up against the fakes (fakeClient), with the callback's token. */
export function officialAccountSettings(token: string): Array<{ category: string; name: string; value: string }> {
  return [
    { category: "oauth", name: "officialaccount_enable", value: "true" },
    { category: "oauth", name: "officialaccount_client_id", value: fakeClient.id },
    { category: "oauth", name: "officialaccount_client_secret", value: fakeClient.secret },
    { category: "oauth", name: "officialaccount_token", value: token },
  ];
}
