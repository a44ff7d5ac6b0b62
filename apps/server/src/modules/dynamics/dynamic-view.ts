import { DynamicType, ItemType, type Dynamic } from "@wenku/contract";
import { escapeHtml } from "../comments/comment-html.js";
import { itemUrl } from "../comments/item-target.js";

export interface FeedRow {
  kind: number;
  source_id: number;
  item_type: number;
  title: string;
  item_key: string;
  award: number;
  created_at: string;
}

const itemWord = (itemType: number) => (itemType === ItemType.article ? "文章" : "文档");

function actionOf(row: FeedRow, creditName: string): string {
  switch (row.kind) {
    case DynamicType.comment:
      return `评论了${itemWord(row.item_type)}`;
    case DynamicType.favorite:
      return `收藏了${itemWord(row.item_type)}`;
    case DynamicType.upload:
      return "上传了文档";
    case DynamicType.download:
      return "下载了文档";
    case DynamicType.publishArticle:
      return "发表了文章";
    case DynamicType.register:
      return "注册成为本站会员";
    case DynamicType.signIn:
      return row.award > 0 ? `签到成功，获得 ${row.award} ${creditName}` : "签到成功";
    default:
      return "";
  }
}

/** One feed row as the API shows it: plain `action`/`title`/`url`, and the same sentence as escaped HTML. */
export function toDynamic(row: FeedRow, user: { id: number; username: string }, creditName: string): Dynamic {
  const action = actionOf(row, creditName);
  const title = row.title ?? "";
  const url = row.item_type >= 0 && row.item_key ? itemUrl(row.item_type, row.item_key) : "";
  const link = title ? (url ? `《<a href="${escapeHtml(url)}">${escapeHtml(title)}</a>》` : `《${escapeHtml(title)}》`) : "";
  return {
    // Unique across the sources: a row's id in its table, tagged with its kind (< 16).
    id: Number(row.source_id) * 16 + row.kind,
    user_id: user.id,
    username: user.username,
    type: row.kind,
    content: `${escapeHtml(action)}${link}`,
    action,
    title,
    url,
    created_at: row.created_at,
    updated_at: row.created_at,
  };
}
