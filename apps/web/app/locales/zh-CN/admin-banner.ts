/** /admin/banner: the carousel images of the website, the mini program and the app. */
export const adminBanner = {
  title: "轮播图管理",
  create: "新增轮播图",
  edit: "编辑轮播图",
  name: "名称",
  image: "图片",
  imageRequired: "请上传轮播图图片",
  url: "链接地址",
  urlHelp: "以 http:// 或 https:// 开头为外部链接（新窗口打开），以 / 开头为站内地址；留空则不可点击",
  type: "类型",
  allTypes: "全部类型",
  types: { 0: "网站", 1: "小程序", 2: "App" } as Record<number, string>,
  searchPlaceholder: "名称、链接或描述",
} as const;
