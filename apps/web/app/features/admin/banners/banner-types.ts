import type { ApiBodyOf, ApiReplyOf, Banner, bannerEndpoints } from "@wenku/contract";

export type { Banner };
/** What the form sends to create one (the update sends the same with its id). */
export type BannerInput = ApiBodyOf<typeof bannerEndpoints.create>;
/** A row of the banner list: the public fields, and the others for a caller who may manage banners. */
export type BannerRow = ApiReplyOf<typeof bannerEndpoints.list>["banner"][number];
