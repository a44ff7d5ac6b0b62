/** The home page. */
export const home = {
  searchPlaceholder: "搜索文档...",
  searchButton: "搜索",
  recommendWords: "热门搜索：",
  categoriesTitle: "文档分类",
  categoryDocCount: (n: number) => `${n} 篇文档`,
  articleCategoriesTitle: "文章分类",
  recommendedArticles: "推荐文章",
  moreArticles: "更多",
  /** What a new site's administrator does first (shown to them only, while each step is still to do). */
  guide: {
    title: "欢迎使用！先完成这几步，网站就可以对外开放了",
    note: "仅管理员可见，每一步完成后自动隐藏",
    steps: {
      domain: { title: "设置网站地址", description: "填写网站对外的域名，站点地图、找回密码邮件和支付回调都会用到", action: "去设置" },
      categories: { title: "添加文档分类", description: "建好分类，访客才能按类浏览，上传时也能选择分类", action: "去添加" },
      documents: { title: "上传文档", description: "上传第一批文档，首页和分类页就有内容了", action: "去上传" },
      ai: { title: "配置 AI 模型", description: "添加一个对话模型，会员即可使用 AI 对话和文档问答", action: "去配置" },
    },
  },
} as const;
