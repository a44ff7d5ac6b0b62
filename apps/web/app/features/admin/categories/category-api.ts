import type { Category, CategoryCreate, CategoryUpdate } from "@wenku/contract";
import { api } from "../../../lib/api-client";

export type { Category, CategoryCreate };

/** The category endpoints of api-contract §4.4. */
export const categoryApi = {
  /** Every category of one type, enabled or not (administrators); the client builds the tree. */
  all: async (type: number, signal?: AbortSignal) =>
    (await api.get<{ category?: Category[] }>("/api/v1/category/list", { type }, { signal })).category ?? [],
  create: (input: CategoryCreate) => api.post<object>("/api/v1/category", input),
  update: (input: CategoryUpdate) => api.put<object>("/api/v1/category", input),
  remove: (id: number) => api.delete<object>("/api/v1/category", { id }),
};
