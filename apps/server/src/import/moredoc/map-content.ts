import TurndownService from "turndown";
import { sanitizeAdHtml } from "../../modules/advertisements/sanitize-ad-html.js";
import { SITE_PAGE_USER_ID } from "../../modules/articles/article-access.js";
import { renderArticleBody } from "../../modules/articles/article-body.js";
import { MarkdownTooComplexError } from "../../markdown/render-pool.js";
import type { SourceRow } from "./source.js";
import { rowsOf, skip, type Mapped } from "./step.js";
import { flag, idOf, int, iso, isoOrNull, str, times } from "./values.js";

const turndown = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced" }).remove(["script", "style", "iframe", "object", "embed"]);

/** MOREDOC's articles are HTML from its rich-text editor; ours are Markdown, rendered and sanitized as a member's. */
export const articleMarkdownOf = (html: string) => turndown.turndown(html);

/** Articles render one after another as this renderer's (render-pool.ts runs one render per renderer at a time). */
const IMPORT_RENDERER = "moredoc-import";

/** The site's own pages of a new site (migration 0600): MOREDOC's articles of these names become them. */
export const SITE_PAGE_IDENTIFIERS = new Set(["about", "agreement", "contact", "copyright", "feedback"]);

/**
 * An article keeps its id and identifier (/article/<identifier>). 2.x articles had no status or owner: they are
 * published, and the administrator's (user 1). The footer's pages (about, agreement…) belong to the site (user 0).
 */
export async function mapArticle(row: SourceRow, columns: Set<string>): Promise<Mapped> {
  const identifier = str(row.identifier).trim();
  if (!identifier) return skip("文章标识为空");
  const author = columns.has("user_id") ? int(row.user_id) || 1 : 1;
  const userId = SITE_PAGE_IDENTIFIERS.has(identifier.toLowerCase()) ? SITE_PAGE_USER_ID : author;
  const markdown = articleMarkdownOf(str(row.content));
  let content: string;
  let warning: string | undefined;
  try {
    content = (await renderArticleBody(markdown, IMPORT_RENDERER)).content;
  } catch (error) {
    if (!(error instanceof MarkdownTooComplexError)) throw error;
    content = "";
    warning = `正文无法渲染，保留 Markdown 源文：${error instanceof Error ? error.message : String(error)}`;
  }
  const created = iso(row.created_at);
  return {
    rows: [
      {
        table: "article",
        row: {
          id: idOf(row),
          identifier,
          user_id: userId,
          author: str(row.author),
          title: str(row.title).trim() || identifier,
          keywords: str(row.keywords),
          description: str(row.description),
          markdown,
          content,
          view_count: int(row.view_count),
          favorite_count: int(row.favorite_count),
          comment_count: int(row.comment_count),
          status: columns.has("status") ? int(row.status) : 1,
          reject_reason: str(row.reject_reason),
          recommend_at: isoOrNull(row.recommend_at),
          deleted_at: isoOrNull(row.deleted_at),
          created_at: created,
          updated_at: iso(row.updated_at, created),
        },
      },
    ],
    warning,
  };
}

export const mapArticleCategory = (row: SourceRow): Mapped =>
  rowsOf({ table: "article_category", row: { article_id: int(row.article_id), category_id: int(row.category_id) } });

export function mapBanner(row: SourceRow): Mapped {
  return rowsOf({
    table: "banner",
    row: {
      id: idOf(row),
      title: str(row.title),
      path: str(row.path),
      url: str(row.url),
      description: str(row.description),
      sort: int(row.sort),
      enable: flag(row.enable, 1),
      type: int(row.type),
      ...times(row),
    },
  });
}

export function mapNavigation(row: SourceRow): Mapped {
  return rowsOf({
    table: "navigation",
    row: {
      id: idOf(row),
      title: str(row.title),
      href: str(row.href),
      target: str(row.target),
      color: str(row.color),
      sort: int(row.sort),
      enable: flag(row.enable),
      fixed: flag(row.fixed),
      parent_id: int(row.parent_id),
      description: str(row.description),
      ...times(row),
    },
  });
}

export function mapFriendlink(row: SourceRow): Mapped {
  return rowsOf({
    table: "friendlink",
    row: {
      id: idOf(row),
      title: str(row.title),
      link: str(row.link),
      description: str(row.description),
      sort: int(row.sort),
      enable: flag(row.enable),
      ...times(row),
    },
  });
}

/** An ad's HTML is sanitized as when an administrator saves one; an ad left empty by that is not imported. */
export function mapAdvertisement(row: SourceRow): Mapped {
  const raw = str(row.content);
  const content = sanitizeAdHtml(raw);
  if (!content && raw.trim()) return skip("广告内容清理后为空（只有脚本、样式或框架）");
  return {
    rows: [
      {
        table: "advertisement",
        row: {
          id: idOf(row),
          user_id: int(row.user_id),
          position: str(row.position),
          title: str(row.title),
          content,
          enable: flag(row.enable, 1),
          remark: str(row.remark),
          start_time: isoOrNull(row.start_time),
          end_time: isoOrNull(row.end_time),
          ...times(row),
        },
      },
    ],
    warning: content !== raw ? "广告内容已按 Wenku 的规则清理" : undefined,
  };
}

/** Languages are matched by code with the ones a new site has: MOREDOC's names, switches and counts win. */
export function mapLanguage(row: SourceRow): Mapped {
  const code = str(row.code).trim();
  if (!code) return skip("语言代码为空");
  return rowsOf({
    table: "language",
    row: { language: str(row.language) || code, code, enable: flag(row.enable), total: int(row.total), sort: int(row.sort), ...times(row) },
  });
}

/** Every attachment row keeps its id and path: the files step copies the file to the same key. */
export function mapAttachment(row: SourceRow): Mapped {
  const path = str(row.path).trim();
  if (!path) return skip("附件没有路径");
  const normalized = path.startsWith("/") ? path : `/${path.replace(/^\.\//, "")}`;
  return rowsOf({
    table: "attachment",
    row: {
      id: idOf(row),
      hash: str(row.hash),
      user_id: int(row.user_id),
      type: int(row.type),
      type_id: int(row.type_id),
      enable: flag(row.enable, 1),
      path: normalized,
      name: str(row.name),
      size: int(row.size),
      width: int(row.width),
      height: int(row.height),
      ext: str(row.ext).toLowerCase(),
      ip: str(row.ip),
      description: str(row.description),
      deleted_at: isoOrNull(row.deleted_at),
      ...times(row),
    },
  });
}
