import type { Friendlink, FriendlinkCreate, FriendlinkUpdate } from "@wenku/contract";
import { api } from "../../../lib/api-client";

export type { Friendlink, FriendlinkCreate };

/** The friendly-link endpoints of api-contract §4.11. */
export const friendlinkApi = {
  listPath: "/api/v1/friendlink/list",
  create: (input: FriendlinkCreate) => api.post<Friendlink>("/api/v1/friendlink", input),
  update: (input: FriendlinkUpdate) => api.put<object>("/api/v1/friendlink", input),
  remove: (id: number) => api.delete<object>("/api/v1/friendlink", { id }),
};
