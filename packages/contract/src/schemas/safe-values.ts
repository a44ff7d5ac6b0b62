import { z } from "zod";
import { isCssColor } from "../rules/css-color.js";
import { hasHiddenCharacters, hiddenCharactersMessage } from "../rules/visible-text.js";
import { isSafeHref, unsafeHrefMessage } from "../rules/safe-href.js";

/**
 * A name or title people read (documents, articles, categories, navigation, groups…): kept as typed — trimmed and
 * composed (NFC), never folded, so full-width punctuation （），：！？, compatibility ideographs and emoji stay — and
 * refused when it holds characters that hide or reorder text.
 */
export const visibleTitle = (label: string, max: number, messages: { missing?: string; tooLong?: string } = {}) => {
  const missing = messages.missing ?? `请输入${label}`;
  return z
    .string({ error: missing })
    .normalize("NFC")
    .trim()
    .min(1, missing)
    .max(max, messages.tooLong ?? `${label}不能超过 ${max} 个字符`)
    .refine((v) => !hasHiddenCharacters(v), hiddenCharactersMessage(label));
};

/** A CSS colour, or empty for the default one. */
export const cssColorField = (label = "颜色") =>
  z
    .string({ error: `${label}必须是文本` })
    .trim()
    .max(64, `${label}格式不正确`)
    .refine((v) => v === "" || isCssColor(v), `${label}格式不正确`);

/** A link: http(s)://…, a path on this site (/…), or empty. */
export const safeHrefField = (label = "链接地址", max = 1000) =>
  z
    .string({ error: `${label}必须是文本` })
    .trim()
    .max(max, `${label}不能超过 ${max} 个字符`)
    .refine(isSafeHref, unsafeHrefMessage);
