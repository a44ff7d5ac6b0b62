import { bannerEndpoints, type ApiBodyOf, type Banner } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

export type { Banner };
/** What the form sends to create one (the update sends the same with its id). */
export type BannerInput = ApiBodyOf<typeof bannerEndpoints.create>;
/** A row of the banner list: fields may be projected away, the id stays (see hasId). */
export type BannerRow = Partial<Banner> & { id: number };

/** The banner endpoints of api-contract §4.11. */
export const bannerApi = {
  listRoute: bannerEndpoints.list,
  create: (input: BannerInput) => callApi(bannerEndpoints.create, { body: input }),
  update: (input: ApiBodyOf<typeof bannerEndpoints.update>) => callApi(bannerEndpoints.update, { body: input }),
  remove: (id: number) => callApi(bannerEndpoints.remove, { query: { id: [id] } }),
};
