import { documentExtensions, imageExtensions } from "@wenku/contract";
import type { AppContext } from "../../context.js";

/** Images (avatars, banners, category covers, config images) may be at most this large. */
export const maxImageBytes = 10 * 1024 * 1024;

export const isImageExt = (ext: string) => (imageExtensions as readonly string[]).includes(ext);

/** The document types an upload may have: `security.document_allowed_ext`, or every document type when empty. */
export async function allowedDocumentExtensions(ctx: AppContext): Promise<string[]> {
  const configured = (await ctx.settings.list("security", "document_allowed_ext")).map((e) => e.toLowerCase());
  const allowed = configured.map((e) => (e.startsWith(".") ? e : `.${e}`)).filter((e) => documentExtensions.includes(e));
  return allowed.length > 0 ? allowed : [...documentExtensions];
}

/** `security.max_document_size` in MB, as bytes. */
export async function maxDocumentBytes(ctx: AppContext): Promise<number> {
  const mb = await ctx.settings.number("security", "max_document_size");
  return Math.max(1, mb > 0 ? mb : 50) * 1024 * 1024;
}
