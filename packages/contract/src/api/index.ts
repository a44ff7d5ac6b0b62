import type { ApiRoute } from "./api-route.js";
import { articleEndpoints } from "./articles.js";
import { documentEndpoints } from "./documents.js";
import { downloadEndpoints } from "./downloads.js";
import { favoriteEndpoints } from "./favorites.js";
import { readingEndpoints } from "./reading.js";
import { ratingEndpoints } from "./ratings.js";
import { reportEndpoints } from "./reports.js";
import { recycleEndpoints } from "./recycle.js";
import { attachmentEndpoints } from "./attachments.js";
import { uploadEndpoints } from "./upload.js";
import { pageEndpoints } from "./pages.js";
import { pageRepairEndpoints } from "./page-repair.js";
import { conversionEndpoints } from "./conversion.js";
import { ocrEndpoints } from "./ocr.js";
import { categoryEndpoints } from "./category.js";
import { chatEndpoints } from "./chat.js";
import { llmEndpoints } from "./llm.js";
import { retrievalEndpoints } from "./retrieval.js";
import { aiQuotaEndpoints } from "./ai-quota.js";
import { searchEndpoints } from "./search.js";
import { commentEndpoints } from "./comments.js";
import { dynamicEndpoints } from "./dynamics.js";
import { authEndpoints } from "./auth.js";
import { captchaEndpoints } from "./captcha.js";
import { userEndpoints } from "./users.js";
import { groupEndpoints } from "./groups.js";
import { permissionEndpoints } from "./permissions.js";
import { settingEndpoints } from "./settings.js";
import { systemEndpoints } from "./system.js";
import { statsEndpoints } from "./stats.js";
import { signInEndpoints } from "./sign-in.js";
import { punishmentEndpoints } from "./punishments.js";
import { languageEndpoints } from "./language.js";
import { advertisementEndpoints } from "./advertisements.js";
import { bannerEndpoints } from "./banners.js";
import { creditEndpoints } from "./credits.js";
import { downloadCodeEndpoints } from "./download-codes.js";
import { friendlinkEndpoints } from "./friendlink.js";
import { navigationEndpoints } from "./navigation.js";
import { orderEndpoints } from "./orders.js";
import { paymentEndpoints } from "./payments.js";
import { sitemapEndpoints } from "./sitemap.js";
import { backupEndpoints } from "./backup.js";
import { vipEndpoints } from "./vip.js";
import { articleCrawlEndpoints, spiderDocumentEndpoints, spiderUrlEndpoints } from "./spider.js";
import { oauthEndpoints } from "./oauth.js";
import { smsEndpoints } from "./sms.js";
import { miniprogramEndpoints } from "./miniprogram.js";

export * from "./api-route.js";
export * from "./empty.js";
export * from "./openapi.js";
export * from "./articles.js";
export * from "./documents.js";
export * from "./downloads.js";
export * from "./favorites.js";
export * from "./reading.js";
export * from "./ratings.js";
export * from "./reports.js";
export * from "./recycle.js";
export * from "./attachments.js";
export * from "./upload.js";
export * from "./pages.js";
export * from "./page-repair.js";
export * from "./conversion.js";
export * from "./ocr.js";
export * from "./category.js";
export * from "./chat.js";
export * from "./llm.js";
export * from "./retrieval.js";
export * from "./ai-quota.js";
export * from "./search.js";
export * from "./comments.js";
export * from "./dynamics.js";
export * from "./auth.js";
export * from "./captcha.js";
export * from "./users.js";
export * from "./groups.js";
export * from "./permissions.js";
export * from "./settings.js";
export * from "./system.js";
export * from "./stats.js";
export * from "./sign-in.js";
export * from "./punishments.js";
export * from "./language.js";
export * from "./advertisements.js";
export * from "./banners.js";
export * from "./credits.js";
export * from "./download-codes.js";
export * from "./friendlink.js";
export * from "./navigation.js";
export * from "./orders.js";
export * from "./payments.js";
export * from "./sitemap.js";
export * from "./backup.js";
export * from "./vip.js";
export * from "./spider.js";
export * from "./oauth.js";
export * from "./sms.js";
export * from "./miniprogram.js";

/**
 * Every route of /api/v1, by area. The server implements each one, the web calls them through `callApi`, and
 * /api/v1/openapi.json is built from them. Import one area's table where you can: the web bundles only what it imports.
 */
export const apiRoutes = {
  article: articleEndpoints,
  document: documentEndpoints,
  download: downloadEndpoints,
  favorite: favoriteEndpoints,
  reading: readingEndpoints,
  rating: ratingEndpoints,
  report: reportEndpoints,
  recycle: recycleEndpoints,
  attachment: attachmentEndpoints,
  upload: uploadEndpoints,
  page: pageEndpoints,
  pageRepair: pageRepairEndpoints,
  conversion: conversionEndpoints,
  ocr: ocrEndpoints,
  category: categoryEndpoints,
  chat: chatEndpoints,
  llm: llmEndpoints,
  retrieval: retrievalEndpoints,
  aiQuota: aiQuotaEndpoints,
  search: searchEndpoints,
  comment: commentEndpoints,
  dynamic: dynamicEndpoints,
  auth: authEndpoints,
  captcha: captchaEndpoints,
  user: userEndpoints,
  group: groupEndpoints,
  permission: permissionEndpoints,
  setting: settingEndpoints,
  system: systemEndpoints,
  stats: statsEndpoints,
  signIn: signInEndpoints,
  punishment: punishmentEndpoints,
  language: languageEndpoints,
  advertisement: advertisementEndpoints,
  banner: bannerEndpoints,
  credit: creditEndpoints,
  downloadCode: downloadCodeEndpoints,
  friendlink: friendlinkEndpoints,
  navigation: navigationEndpoints,
  order: orderEndpoints,
  payment: paymentEndpoints,
  sitemap: sitemapEndpoints,
  backup: backupEndpoints,
  vip: vipEndpoints,
  spiderUrl: spiderUrlEndpoints,
  spiderDocument: spiderDocumentEndpoints,
  articleCrawl: articleCrawlEndpoints,
  oauth: oauthEndpoints,
  sms: smsEndpoints,
  miniprogram: miniprogramEndpoints,
};

/** The route table as one list. */
export function allApiRoutes(): ApiRoute[] {
  return Object.values(apiRoutes).flatMap((area) => Object.values(area) as ApiRoute[]);
}
