import { badRequest } from "../../http/errors.js";
import { sanitizeAdHtml } from "./sanitize-ad-html.js";

export const emptyAfterSanitizing = "广告内容只能包含链接、图片和文字，不能只有脚本、样式或框架";

/** The HTML to store for an ad's content; refused when nothing showable is left of it. */
export function adContentToStore(html: string): string {
  const clean = sanitizeAdHtml(html);
  if (!clean) throw badRequest(emptyAfterSanitizing);
  return clean;
}
