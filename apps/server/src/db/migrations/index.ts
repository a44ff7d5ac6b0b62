import type { Migration } from "kysely/migration";
import * as core from "./0001-core.js";
import * as accounts from "./0002-accounts.js";
import * as emailCode from "./0003-email-code.js";
import * as signIn from "./0004-sign-in.js";
import * as permissionRpcNames from "./0005-permission-rpc-names.js";
import * as settingProblems from "./0006-setting-problems.js";
import * as loginThrottle from "./0007-login-throttle.js";
import * as usernameSkeleton from "./0008-username-skeleton.js";
import * as siteDomainUnset from "./0009-site-domain-unset.js";
import * as usernameSkeletonUts39 from "./0010-username-skeleton-uts39.js";
import * as documents from "./0300-documents.js";
import * as conversion from "./0301-conversion.js";
import * as storageGc from "./0302-storage-gc.js";
import * as previewDescriptions from "./0303-preview-descriptions.js";
import * as pageRepair from "./0304-page-repair.js";
import * as downloads from "./0310-downloads.js";
import * as favorites from "./0311-favorites.js";
import * as documentScores from "./0312-document-scores.js";
import * as reports from "./0313-reports.js";
import * as punishments from "./0314-punishments.js";
import * as readingPosition from "./0315-reading-position.js";
import * as pageLayout from "./0316-page-layout.js";
import * as documentRejectReason from "./0318-document-reject-reason.js";
import * as reportContent from "./0319-report-content.js";
import * as documentRevisions from "./0317-document-revisions.js";
import * as search from "./0400-search.js";
import * as searchRankTerms from "./0401-search-rank-terms.js";
import * as searchPreview from "./0402-search-preview.js";
import * as llm from "./0501-llm.js";
import * as retrieval from "./0502-retrieval.js";
import * as chat from "./0503-chat.js";
import * as ocr from "./0504-ocr.js";
import * as articles from "./0600-articles.js";
import * as comments from "./0601-comments.js";
import * as favoriteReportTypes from "./0602-favorite-report-types.js";
import * as banners from "./0603-banners.js";
import * as advertisements from "./0604-advertisements.js";
import * as sitemap from "./0605-sitemap.js";
import * as commerce from "./0606-commerce.js";
import * as orderTerms from "./0607-order-terms.js";
import * as payments from "./0608-payments.js";
import * as searchPagePlain from "./0609-search-page-plain.js";
import * as retrievalPassageIndex from "./0610-retrieval-passage-index.js";
import * as articleSearchRefresh from "./0611-article-search-refresh.js";
import * as paymentNotificationCreated from "./0612-payment-notification-created.js";
import * as articleRevisions from "./0613-article-revisions.js";
import * as releaseCheck from "./0700-release-check.js";
import * as oauth from "./0720-oauth.js";
import * as oauthScan from "./0721-oauth-scan.js";
import * as oauthPendingBrowser from "./0722-oauth-pending-browser.js";
import * as oauthCallbackSeen from "./0723-oauth-callback-seen.js";
import * as spider from "./0730-spider.js";
import * as sms from "./0710-sms.js";
import * as mobileVerified from "./0711-mobile-verified.js";
import * as miniprogram from "./0740-miniprogram.js";
import * as clusterLease from "./0750-cluster-lease.js";
import * as oauthScanConfirm from "./0755-oauth-scan-confirm.js";
import * as retrievalEmbeddingClaim from "./0760-retrieval-embedding-claim.js";
import * as backupRuns from "./0800-backup-runs.js";
import * as importMoredoc from "./0810-import-moredoc.js";
import * as searchPostings from "./0820-search-postings.js";
import * as searchPageTexts from "./0830-search-page-texts.js";
import * as searchBucketLz4 from "./0840-search-bucket-lz4.js";
import * as listIndexes from "./0850-list-indexes.js";

/**
 * Every migration, by name. Names sort in the order they run; each capability owns a range:
 * 0001–0099 core (accounts, permissions, settings, site chrome), 0300 documents, 0400 search.
 */
export const migrations: Record<string, Migration> = {
  "0001-core": core,
  "0002-accounts": accounts,
  "0003-email-code": emailCode,
  "0004-sign-in": signIn,
  "0005-permission-rpc-names": permissionRpcNames,
  "0006-setting-problems": settingProblems,
  "0007-login-throttle": loginThrottle,
  "0008-username-skeleton": usernameSkeleton,
  "0009-site-domain-unset": siteDomainUnset,
  "0010-username-skeleton-uts39": usernameSkeletonUts39,
  "0300-documents": documents,
  "0301-conversion": conversion,
  "0302-storage-gc": storageGc,
  "0303-preview-descriptions": previewDescriptions,
  "0304-page-repair": pageRepair,
  "0310-downloads": downloads,
  "0311-favorites": favorites,
  "0312-document-scores": documentScores,
  "0313-reports": reports,
  "0314-punishments": punishments,
  "0315-reading-position": readingPosition,
  "0316-page-layout": pageLayout,
  "0318-document-reject-reason": documentRejectReason,
  "0319-report-content": reportContent,
  "0317-document-revisions": documentRevisions,
  "0400-search": search,
  "0401-search-rank-terms": searchRankTerms,
  "0402-search-preview": searchPreview,
  "0501-llm": llm,
  "0502-retrieval": retrieval,
  "0503-chat": chat,
  "0504-ocr": ocr,
  "0600-articles": articles,
  "0601-comments": comments,
  "0602-favorite-report-types": favoriteReportTypes,
  "0603-banners": banners,
  "0604-advertisements": advertisements,
  "0605-sitemap": sitemap,
  "0606-commerce": commerce,
  "0607-order-terms": orderTerms,
  "0608-payments": payments,
  "0609-search-page-plain": searchPagePlain,
  "0610-retrieval-passage-index": retrievalPassageIndex,
  "0611-article-search-refresh": articleSearchRefresh,
  "0612-payment-notification-created": paymentNotificationCreated,
  "0613-article-revisions": articleRevisions,
  "0700-release-check": releaseCheck,
  "0720-oauth": oauth,
  "0721-oauth-scan": oauthScan,
  "0722-oauth-pending-browser": oauthPendingBrowser,
  "0723-oauth-callback-seen": oauthCallbackSeen,
  "0730-spider": spider,
  "0710-sms": sms,
  "0711-mobile-verified": mobileVerified,
  "0740-miniprogram": miniprogram,
  "0750-cluster-lease": clusterLease,
  "0755-oauth-scan-confirm": oauthScanConfirm,
  "0760-retrieval-embedding-claim": retrievalEmbeddingClaim,
  "0800-backup-runs": backupRuns,
  "0810-import-moredoc": importMoredoc,
  "0820-search-postings": searchPostings,
  "0830-search-page-texts": searchPageTexts,
  "0840-search-bucket-lz4": searchBucketLz4,
  "0850-list-indexes": listIndexes,
};
