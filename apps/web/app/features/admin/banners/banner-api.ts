import type { Banner, BannerCreate, BannerUpdate } from "@wenku/contract";
import { api } from "../../../lib/api-client";

export type { Banner, BannerCreate };

/** The banner endpoints of api-contract §4.11. */
export const bannerApi = {
  listPath: "/api/v1/banner/list",
  create: (input: BannerCreate) => api.post<Banner>("/api/v1/banner", input),
  update: (input: BannerUpdate) => api.put<object>("/api/v1/banner", input),
  remove: (id: number) => api.delete<object>("/api/v1/banner", { id }),
};
