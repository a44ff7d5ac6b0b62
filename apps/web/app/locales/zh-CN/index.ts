import { account } from "./account";
import { admin } from "./admin";
import { adminAi } from "./admin-ai";
import { adminOcr } from "./admin-ocr";
import { adminEmbedding } from "./admin-embedding";
import { chat } from "./chat";
import { adminDocuments } from "./admin-documents";
import { adminArticles } from "./admin-articles";
import { article } from "./article";
import { common } from "./common";
import { document } from "./document";
import { documentReview } from "./document-review";
import { home } from "./home";
import { layout } from "./layout";
import { searchPage } from "./search-page";
import { ads } from "./ads";
import { adminBanner } from "./admin-banner";
import { adminSitemap } from "./admin-sitemap";
import { adminBackup } from "./admin-backup";
import { adminSystem } from "./admin-system";
import { comments } from "./comments";
import { commerce } from "./commerce";
import { adminCommerce } from "./admin-commerce";
import { phone } from "./phone";
import { adminSpider } from "./admin-spider";
import { oauth } from "./oauth";
import { creditWays } from "./credit-ways";
import { readingMode } from "./reading-mode";

/**
 * Every string the web app shows, one file per feature under this folder (zh-CN). Add a feature's strings as
 * `locales/zh-CN/<feature>.ts` and one line here.
 */
export const zh = {
  ...common,
  common,
  layout,
  account,
  home,
  admin,
  adminDocuments,
  searchPage,
  document,
  documentReview,
  chat,
  adminAi,
  adminOcr,
  adminEmbedding,
  ads,
  adminBanner,
  adminSitemap,
  adminBackup,
  adminSystem,
  comments,
  article,
  adminArticles,
  commerce,
  adminCommerce,
  phone,
  adminSpider,
  oauth,
  creditWays,
  readingMode,
};
