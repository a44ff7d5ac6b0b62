import { bannerEndpoints, type ApiBodyOf, type ApiReplyOf, type Banner } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

export type { Banner };
/** What the form sends to create one (the update sends the same with its id). */
export type BannerInput = ApiBodyOf<typeof bannerEndpoints.create>;
/** A row of the banner list: the public fields, and the others for a caller who may manage banners. */
export type BannerRow = ApiReplyOf<typeof bannerEndpoints.list>["banner"][number];

/** The banner endpoints of api-contract §4.11. */
export const bannerApi = {
  listRoute: bannerEndpoints.list,
  create: (input: BannerInput) => callApi(bannerEndpoints.create, { body: input }),
  update: (input: ApiBodyOf<typeof bannerEndpoints.update>) => callApi(bannerEndpoints.update, { body: input }),
  remove: (id: number) => callApi(bannerEndpoints.remove, { query: { id: [id] } }),
};
