/** The sitemap card of the admin dashboard. */
export const adminSitemap = {
  title: "站点地图",
  update: "更新站点地图",
  updated: "站点地图已更新",
  generatedAt: "生成时间",
  never: "尚未生成",
  urls: "网址数",
  files: "文件数",
  running: "生成中…",
  open: "查看",
  help: "每天自动更新一次，也可在此立即更新。只收录公开的已转换文档、已发布文章和启用的分类",
} as const;
