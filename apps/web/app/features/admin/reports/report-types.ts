import type { ApiReplyOf, reportEndpoints } from "@wenku/contract";

/**
 * Report (api-contract §2) of a document (type 0) or an article (type 1), with the reporter's name and the item's
 * title and key; reason 1 spam/ads, 2 porn, 3 fake prize, 4 sensitive info, 5 personal attack, 6 harassment,
 * 7 copyright (with the claim in `content`), 8 other.
 */
export type Report = ApiReplyOf<typeof reportEndpoints.list>["report"][number];
