import { ArticleStatus, pickedFields, type articleAlwaysAttached, type ArticleListItem, type BannerPublic, type Projected, type SsrServices } from "@wenku/contract";
import { loadHomeDocuments, type HomeDocumentsData } from "../document/home/home-loader";

/** Recommended articles on the home page. */
const recommendedArticleCount = 10;
const articleFields = pickedFields("id", "identifier", "title", "description", "created_at", "view_count");
type HomeArticle = Projected<ArticleListItem, (typeof articleFields)[number], (typeof articleAlwaysAttached)[number]>;

export interface HomeData extends HomeDocumentsData {
  banners: BannerPublic[];
  articles: HomeArticle[];
}

/**
 * Everything the home page shows, in the anonymous view: the carousel's banners, the document sections and the
 * recommended articles. A part that fails to load is left out rather than failing the page.
 */
export async function loadHome(services: SsrServices): Promise<HomeData> {
  const [documents, banners, articles] = await Promise.all([
    loadHomeDocuments(services),
    services.banners().catch(() => [] as BannerPublic[]),
    services
      .articleList({ is_recommend: [true], status: [ArticleStatus.published], single_page: [false], order: "recommend_at desc", limit: recommendedArticleCount, field: articleFields })
      .then((reply) => reply.article)
      .catch(() => [] as HomeArticle[]),
  ]);
  return { ...documents, banners, articles };
}
