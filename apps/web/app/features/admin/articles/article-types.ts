import type { ArticleListItem } from "@wenku/contract";

/** A row of GET /api/v1/article/list or the recycle bin as an administrator sees it (every status). */
export type AdminArticle = ArticleListItem;
