/** The home page. */
export const home = {
  searchPlaceholder: "搜索文档...",
  searchButton: "搜索",
  recommendWords: "热门搜索：",
  categoriesTitle: "文档分类",
  articleCategoriesTitle: "文章分类",
  recommendedArticles: "推荐文章",
  moreArticles: "更多",
} as const;
