import { officialAccountConfirmMessage } from "@wenku/contract";

/** CDATA that cannot be closed early by its content. */
const cdata = (text: string) => `<![CDATA[${text.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;

/**
 * A passive reply (被动回复用户消息, plain mode: developers.weixin.qq.com/doc/offiaccount/Message_Management/Passive_user_reply_message.html):
 * a text message back to the scanner, sent as the answer to the event's POST; `account` is the event's ToUserName
 * (our official account), `openid` its FromUserName. Text messages may hold <a href> links, opened in WeChat's browser.
 * In encrypted (安全) mode this XML would instead be AES-encrypted with the EncodingAESKey and wrapped in
 * <Encrypt>/<MsgSignature>/<TimeStamp>/<Nonce>; only plain (明文) and compatible (兼容) mode are supported.
 */
export function confirmLinkReply(input: { openid: string; account: string; link: string }): string {
  return (
    `<xml><ToUserName>${cdata(input.openid)}</ToUserName><FromUserName>${cdata(input.account)}</FromUserName>` +
    `<CreateTime>${Math.floor(Date.now() / 1000)}</CreateTime><MsgType><![CDATA[text]]></MsgType>` +
    `<Content>${cdata(officialAccountConfirmMessage(input.link))}</Content></xml>`
  );
}
