import type { Advertisement, AdvertisementCreate, AdvertisementUpdate } from "@wenku/contract";
import { api } from "../../../lib/api-client";

export type { Advertisement, AdvertisementCreate };

/** The advertisement endpoints of api-contract §4.11 (the back office's side). */
export const advertisementApi = {
  listPath: "/api/v1/advertisement/list",
  create: (input: AdvertisementCreate) => api.post<Advertisement>("/api/v1/advertisement", input),
  update: (input: AdvertisementUpdate) => api.put<object>("/api/v1/advertisement", input),
  remove: (id: number) => api.delete<object>("/api/v1/advertisement", { id }),
};
