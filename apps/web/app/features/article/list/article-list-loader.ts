import { ArticleStatus, CategoryType, pickedFields, type articleAlwaysAttached, type ArticleListItem, type Projected, type SsrServices } from "@wenku/contract";
import { data } from "react-router";
import { zh } from "../../../locales/zh-CN";

export const articlePageSize = 20;
const recommendedCount = 8;

/** Published articles only, never the site's single pages: also what an administrator browsing the list sees. */
const publicArticles = { status: [ArticleStatus.published], single_page: [false] };

/** Members a list item shows (lists load only these; categories and the poster come with every item). */
export const articleListFields = pickedFields(
  "id", "identifier", "user_id", "title", "description", "author", "view_count", "comment_count", "favorite_count", "created_at", "recommend_at",
);
/** An article of a list page: the members it loads. */
export type ArticleCard = Projected<ArticleListItem, (typeof articleListFields)[number], (typeof articleAlwaysAttached)[number]>;

export type ArticleSort = "latest" | "popular";

export interface ArticleListParams {
  categoryId: number;
  page: number;
  sort: ArticleSort;
}

export interface ArticleListData extends ArticleListParams {
  total: number;
  articles: ArticleCard[];
  recommended: ArticleCard[];
}

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** /article?category_id=&sort=popular&page=N; anything else falls back to the default. */
export function readArticleListParams(query: URLSearchParams): ArticleListParams {
  return {
    categoryId: positiveInt(query.get("category_id")),
    page: positiveInt(query.get("page")) || 1,
    sort: query.get("sort") === "popular" ? "popular" : "latest",
  };
}

/** The address of the list with some choices changed; another category or order starts at page 1. */
export function articleListHref(current: ArticleListParams, changes: Partial<ArticleListParams>): string {
  const next = { ...current, ...(changes.page === undefined ? { page: 1 } : {}), ...changes };
  const query = new URLSearchParams();
  if (next.categoryId) query.set("category_id", String(next.categoryId));
  if (next.sort !== "latest") query.set("sort", next.sort);
  if (next.page > 1) query.set("page", String(next.page));
  const search = query.toString();
  return search ? `/article?${search}` : "/article";
}

/**
 * The article list in the anonymous view: one page of published articles (newest or most read), filtered by an
 * article category with its sub-categories, and the recommended ones. A category that is not an enabled article
 * category is a 404.
 */
export async function loadArticleList(services: SsrServices, requestUrl: string): Promise<ArticleListData> {
  const params = readArticleListParams(new URL(requestUrl).searchParams);
  if (params.categoryId) {
    const categories = await services.categories();
    if (!categories.some((c) => c.id === params.categoryId && c.type === CategoryType.article && c.enable)) throw data(zh.notFoundPage, { status: 404 });
  }
  const [list, recommended] = await Promise.all([
    services.articleList({
      ...publicArticles,
      page: params.page,
      size: articlePageSize,
      field: articleListFields,
      order: params.sort === "popular" ? "view_count desc" : "id desc",
      ...(params.categoryId ? { category_id: [params.categoryId] } : {}),
    }),
    services.articleList({ ...publicArticles, limit: recommendedCount, is_recommend: [true], field: articleListFields, order: "recommend_at desc" }),
  ]);
  return { ...params, total: list.total ?? 0, articles: list.article, recommended: recommended.article };
}
