import { advertisementEndpoints, type Advertisement, type ApiBodyOf } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

export type { Advertisement };
/** What the form sends to create one (the update sends the same with its id). */
export type AdvertisementInput = ApiBodyOf<typeof advertisementEndpoints.create>;
/** A row of the advertisement list, asked for with every field. */
export type AdvertisementRow = Advertisement;

/** The advertisement endpoints of api-contract §4.11 (the back office's side). */
export const advertisementApi = {
  listRoute: advertisementEndpoints.list,
  create: (input: AdvertisementInput) => callApi(advertisementEndpoints.create, { body: input }),
  update: (input: ApiBodyOf<typeof advertisementEndpoints.update>) => callApi(advertisementEndpoints.update, { body: input }),
  remove: (id: number) => callApi(advertisementEndpoints.remove, { query: { id: [id] } }),
};
