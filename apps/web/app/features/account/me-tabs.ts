import { zh } from "../../locales/zh-CN";

export interface MeTab {
  path: string;
  label: string;
}

/** The tabs of the member area /me that exist, in order. A new /me page adds its entry here. */
export const meTabs: MeTab[] = [
  { path: "/me", label: zh.comments.dynamics.tab },
  { path: "/me/profile", label: zh.account.tabProfile },
  { path: "/me/password", label: zh.account.tabPassword },
  { path: "/me/article", label: zh.article.tabArticles },
  { path: "/me/document", label: zh.document.tabDocuments },
  { path: "/me/download", label: zh.document.tabDownloads },
  { path: "/me/favorite", label: zh.document.tabFavorites },
  { path: "/me/order", label: zh.commerce.myOrders.tab },
  { path: "/me/vip", label: zh.commerce.vip.tab },
  { path: "/me/credit", label: zh.commerce.creditLog.tab },
];
