import { DocumentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { isLive } from "../../db/list-query.js";
import type { Actor } from "../session/actor.js";
import { pageSuffix, type PageFormat } from "../storage/keys.js";
import { isCoverPublic, siteRequiresSignedPages } from "./public-access.js";
import { canReadPage, readerAccess } from "./reader-access.js";
import { coverResource, pageResource, signResource } from "./signing.js";

export interface PageUrl {
  page: number;
  url: string;
  width: number;
  height: number;
}

export interface DocumentPages {
  id: number;
  hash: string;
  status: number;
  pages: number;
  preview: number;
  /** Rendered pages the caller may read. */
  total: number;
  /** Whether rendered pages exist beyond what the caller may read (they are for the owner, admins and buyers). */
  more: boolean;
  cover: string;
  page: PageUrl[];
}

function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const pairs = Object.entries(params).filter(([, v]) => v !== undefined && v !== "");
  return pairs.length ? `${path}?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join("&")}` : path;
}

/**
 * The page image URLs one caller may open, in page order from `from`: pages within the preview of a converted
 * document as plain (cacheable) URLs — signed while the site is closed or login-only — and, for the owner,
 * document administrators and buyers, every other rendered page through a short-lived signed URL.
 */
export async function listPageUrls(ctx: AppContext, actor: Actor, documentId: number, from: number, size: number): Promise<DocumentPages> {
  const access = await readerAccess(ctx, actor, documentId);
  const { doc, entitled, previewLimit } = access;
  const signedOnly = await siteRequiresSignedPages(ctx);
  const previewable = doc.status === DocumentStatus.converted && isLive(doc);
  const rows = await ctx.db.kysely
    .selectFrom("document_page")
    .select(["page", "format", "width", "height", "version"])
    .where("hash", "=", doc.hash)
    .where("format", "!=", "")
    .orderBy("page")
    .execute();
  const readable = rows.filter((r) => canReadPage(access, r.page));
  const page = readable
    .filter((r) => r.page >= from)
    .slice(0, size)
    .map((r) => {
      const path = `/view/page/${doc.hash}/${r.page}${pageSuffix(r.format as PageFormat)}`;
      const open = previewable && r.page <= previewLimit && !signedOnly;
      const url = open ? withQuery(path, { v: r.version }) : withQuery(path, { v: r.version, ...signResource(ctx, pageResource(doc.hash, r.page)) });
      return { page: r.page, url, width: r.width, height: r.height };
    });
  const converted = await ctx.db.kysely.selectFrom("converted_file").select("version").where("hash", "=", doc.hash).executeTakeFirst();
  const coverPath = `/view/cover/${doc.hash}`;
  const v = converted?.version;
  let cover = "";
  if (!signedOnly && (await isCoverPublic(ctx, doc.hash))) cover = withQuery(coverPath, { v });
  else if (entitled || previewable) cover = withQuery(coverPath, { v, ...signResource(ctx, coverResource(doc.hash)) });
  return {
    id: Number(doc.id),
    hash: doc.hash,
    status: doc.status,
    pages: doc.pages,
    preview: doc.preview,
    total: readable.length,
    more: readable.length < rows.length,
    cover,
    page,
  };
}
