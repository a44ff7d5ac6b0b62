import type { AppContext } from "../../context.js";
import { providerIo } from "../oauth/provider-io.js";
import { parseJsonObject } from "../oauth/providers/read-json.js";
import { ProviderError, withQuery } from "../oauth/providers/provider.js";
import { withWechatAccessToken } from "../oauth/wechat-api/wechat-access-token.js";
import { WECHAT_API, checkedWechatReply } from "../oauth/wechat-api/wechat-reply.js";
import type { MiniprogramSettings } from "./miniprogram-settings.js";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

export interface WxacodeImage {
  bytes: Buffer;
  ext: ".png" | ".jpg";
}

const startsWith = (bytes: Buffer, signature: Buffer) => bytes.subarray(0, signature.length).equals(signature);
const MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 15_000;

/**
 * A mini-program code opening the mini-program with `scene` (POST /wxa/getwxacodeunlimit,
 * developers.weixin.qq.com/miniprogram/dev/OpenApiDoc/qrcode-link/qr-code/getUnlimitedQRCode.html). WeChat answers
 * the image (PNG, or JPEG as it has been seen to send), or JSON with an errcode; nothing else is kept. No `page`: the code opens the mini-program's home page,
 * which reads the scene (check_path off, so it also works before the mini-program is published).
 */
export async function fetchWxacode(ctx: AppContext, s: MiniprogramSettings, scene: string): Promise<WxacodeImage> {
  const io = await providerIo(ctx);
  return withWechatAccessToken(ctx, s, async (token) => {
    const url = withQuery(io.url(`${WECHAT_API}/wxa/getwxacodeunlimit`), { access_token: token });
    let bytes: Buffer;
    try {
      const response = await io.fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ scene, check_path: false, width: 430 }),
        redirect: "error",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      throw new ProviderError("request to api.weixin.qq.com failed", { cause: error });
    }
    if (bytes.length > MAX_BYTES) throw new ProviderError("WeChat getwxacodeunlimit answered too much");
    if (startsWith(bytes, PNG_SIGNATURE)) return { bytes, ext: ".png" };
    if (startsWith(bytes, JPEG_SIGNATURE)) return { bytes, ext: ".jpg" };
    checkedWechatReply(parseJsonObject(bytes.toString("utf8"), url), "getwxacodeunlimit");
    throw new ProviderError("WeChat getwxacodeunlimit answered no image");
  });
}
