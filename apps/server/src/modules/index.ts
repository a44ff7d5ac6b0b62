import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import type { RouteDef } from "../http/route.js";
import { authRoutes } from "./auth/routes.js";
import { captchaRoutes } from "./captcha/routes.js";
import { groupRoutes } from "./groups/routes.js";
import { permissionRoutes } from "./permissions/routes.js";
import { userAdminRoutes } from "./users/admin-routes.js";
import { userRoutes } from "./users/routes.js";
import { categoryRoutes } from "./category/routes.js";
import { friendlinkRoutes } from "./friendlink/routes.js";
import { languageRoutes } from "./language/routes.js";
import { navigationRoutes } from "./navigation/routes.js";
import { settingsRoutes } from "./settings/routes.js";
import { statsRoutes } from "./stats/routes.js";
import { systemRoutes } from "./system/routes.js";
import { signInRoutes } from "./sign-in/routes.js";
import { creditWayRoutes } from "./credit-ways/routes.js";
import { conversionRoutes } from "./conversion/routes.js";
import { downloadRoutes } from "./downloads/routes.js";
import { registerDownloadFiles } from "./downloads/serve-download.js";
import { punishmentRoutes } from "./punishments/routes.js";
import { documentReadRoutes } from "./documents/read-routes.js";
import { documentManageRoutes } from "./documents/manage-routes.js";
import { detectLanguageRoutes } from "./documents/detect-language-routes.js";
import { registerFavicon } from "./system/serve-favicon.js";
import { registerHealthz } from "./system/serve-healthz.js";
import { favoriteRoutes } from "./favorites/routes.js";
import { readingRoutes } from "./reading/routes.js";
import { ratingRoutes } from "./ratings/routes.js";
import { reportRoutes } from "./reports/routes.js";
import { recycleRoutes } from "./recycle/routes.js";
import { attachmentRoutes } from "./attachments/routes.js";
import { uploadRoutes } from "./upload/routes.js";
import { registerUploads } from "./upload/register-uploads.js";
import { documentFileRoutes } from "./documents/file-routes.js";
import { pageRoutes } from "./pages/routes.js";
import { registerView } from "./pages/register-view.js";
import { conversionWorkers } from "./conversion/worker-pool.js";
import { searchRoutes } from "./search/routes.js";
import { searchHandlers, searchWorker } from "./search/setup.js";
import { storageGcHandlers, storageGcWorker } from "./storage-gc/schedule.js";
import { pageRepairRoutes } from "./page-repair/routes.js";
import { layoutBackfillWorker, pageRepairWorker } from "./page-repair/schedule.js";
import { retrievalRoutes } from "./retrieval/routes.js";
import { embeddingAdminRoutes } from "./retrieval/admin-routes.js";
import { embeddingHandlers, embeddingWorker } from "./retrieval/embedding-worker.js";
import { llmRoutes } from "./llm/routes.js";
import { aiQuotaRoutes } from "./ai-quota/routes.js";
import { chatRoutes } from "./chat/routes.js";
import { chatHandlers } from "./chat/setup.js";
import { docxExportRoutes } from "./chat/export-routes.js";
import { ocrRoutes } from "./ocr/routes.js";
import { articleRoutes } from "./articles/routes.js";
import { commentRoutes } from "./comments/routes.js";
import { commentHandlers } from "./comments/setup.js";
import { dynamicRoutes } from "./dynamics/routes.js";
import { favoriteHandlers } from "./favorites/setup.js";
import { reportHandlers } from "./reports/setup.js";
import { bannerRoutes } from "./banners/routes.js";
import { advertisementRoutes } from "./advertisements/routes.js";
import { sitemapRoutes } from "./sitemap/routes.js";
import { registerSitemapFiles } from "./sitemap/serve-sitemap.js";
import { sitemapWorker } from "./sitemap/schedule.js";
import { sitemapHandlers } from "./sitemap/regenerate-on-change.js";
import { vipRoutes } from "./vip/routes.js";
import { downloadCodeRoutes } from "./download-codes/routes.js";
import { paymentRoutes } from "./payments/routes.js";
import { providePaymentReadiness } from "./payments/provide-readiness.js";
import { registerPaymentCallbacks } from "./payments/register-callbacks.js";
import { paymentNotificationPurgeWorker } from "./payments/schedule.js";
import { orderRoutes } from "./orders/routes.js";
import { orderAdminRoutes } from "./orders/admin-routes.js";
import { orderCloseWorker } from "./orders/schedule.js";
import { settleGatewayPayment } from "./orders/settle-gateway-payment.js";
import { creditRoutes } from "./credits/routes.js";
import { spiderRoutes } from "./spider/routes.js";
import { spiderWorker } from "./spider/spider-worker.js";
import { oauthRoutes } from "./oauth/routes.js";
import { registerOfficialAccountCallback } from "./oauth/official-account/official-account-callback.js";
import { smsRoutes } from "./sms/routes.js";
import { provideSmsReadiness } from "./sms/sms-config.js";
import { miniprogramRoutes } from "./miniprogram/routes.js";
import { registerWxacode } from "./miniprogram/serve-wxacode.js";
import { backupRoutes } from "./backup/routes.js";
import { backupHandlers, backupWorker } from "./backup/schedule.js";

/**
 * The capabilities of the server. Each module contributes API routes, and optionally non-API handlers
 * (files, pages) and background workers. Add a module by adding one line to each list it uses.
 */
export function apiRoutes(): RouteDef[] {
  return [
    ...systemRoutes,
    ...authRoutes, ...captchaRoutes, ...userRoutes, ...userAdminRoutes, ...groupRoutes, ...permissionRoutes,
    ...settingsRoutes, ...navigationRoutes, ...friendlinkRoutes, ...categoryRoutes, ...languageRoutes, ...statsRoutes,
    ...downloadRoutes, ...punishmentRoutes,
    ...documentReadRoutes, ...documentManageRoutes, ...detectLanguageRoutes, ...favoriteRoutes, ...readingRoutes, ...ratingRoutes, ...reportRoutes, ...recycleRoutes, ...attachmentRoutes,
    ...uploadRoutes, ...documentFileRoutes, ...pageRoutes,
    ...searchRoutes,
    ...signInRoutes, ...creditWayRoutes,
    ...conversionRoutes, ...pageRepairRoutes,
    ...retrievalRoutes, ...embeddingAdminRoutes,
    ...llmRoutes,
    ...chatRoutes, ...aiQuotaRoutes, ...docxExportRoutes,
    ...ocrRoutes,
    ...articleRoutes,
    ...commentRoutes, ...dynamicRoutes,
    ...bannerRoutes, ...advertisementRoutes, ...sitemapRoutes,
    ...vipRoutes, ...downloadCodeRoutes,
    ...paymentRoutes,
    ...orderRoutes, ...orderAdminRoutes, ...creditRoutes,
    ...spiderRoutes,
    ...oauthRoutes,
    ...smsRoutes,
    ...miniprogramRoutes,
    ...backupRoutes,
  ];
}

export function extraHandlers(ctx: AppContext): Array<(app: FastifyInstance) => Promise<void> | void> {
  return [
    registerDownloadFiles(ctx),
    (app) => registerUploads(app, ctx),
    (app) => registerView(app, ctx),
    ...searchHandlers(ctx),
    ...commentHandlers(ctx), ...favoriteHandlers(ctx), ...reportHandlers(ctx),
    ...storageGcHandlers(ctx),
    ...chatHandlers(ctx),
    ...embeddingHandlers(ctx),
    registerSitemapFiles(ctx), ...sitemapHandlers(ctx),
    registerFavicon(ctx), registerHealthz(ctx),
    registerPaymentCallbacks(ctx, settleGatewayPayment), ...providePaymentReadiness(ctx),
    registerOfficialAccountCallback(ctx),
    registerWxacode(ctx),
    ...provideSmsReadiness(ctx),
    ...backupHandlers(ctx),
  ];
}

/**
 * Background workers (conversion, indexing, storage garbage collection, page image repair…) started in-process
 * unless WENKU_WORKERS=none, and by `wenku worker` processes. Several may run at once on one database: each claims
 * its work under a lease or a conditional update (docs/cluster.md).
 */
export function workers(_ctx: AppContext): Array<() => Promise<void>> {
  return [conversionWorkers(_ctx), searchWorker(_ctx), storageGcWorker(_ctx), pageRepairWorker(_ctx), layoutBackfillWorker(_ctx), embeddingWorker(_ctx), sitemapWorker(_ctx), orderCloseWorker(_ctx), paymentNotificationPurgeWorker(_ctx), spiderWorker(_ctx), backupWorker(_ctx)];
}
