import { constants, type Navigation, type NavigationCreate, type NavigationUpdate } from "@wenku/contract";
import { api } from "../../../lib/api-client";

export type { Navigation, NavigationCreate };

/** The navigation endpoints of api-contract §4.11. */
export const navigationApi = {
  /** Every item; the client builds the tree (page 1, size 10000 as the public header does). */
  all: async (signal?: AbortSignal) =>
    (await api.get<{ navigation?: Navigation[] }>("/api/v1/navigation/list", { page: 1, size: constants.navigationListSize }, { signal }))
      .navigation ?? [],
  create: (input: NavigationCreate) => api.post<Navigation>("/api/v1/navigation", input),
  update: (input: NavigationUpdate) => api.put<object>("/api/v1/navigation", input),
  remove: (id: number) => api.delete<object>("/api/v1/navigation", { id }),
};
