import type { Advertisement, ApiBodyOf, advertisementEndpoints } from "@wenku/contract";

export type { Advertisement };
/** What the form sends to create one (the update sends the same with its id). */
export type AdvertisementInput = ApiBodyOf<typeof advertisementEndpoints.create>;
/** A row of the advertisement list, asked for with every field. */
export type AdvertisementRow = Advertisement;
