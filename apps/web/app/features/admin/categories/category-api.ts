import { categoryEndpoints, type ApiBodyOf, type Category, type CategoryType } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";
import { loadCategories } from "../../../lib/load-categories";

export type { Category };
/** 0 document categories, 1 article categories. */
export type CategoryKind = (typeof CategoryType)[keyof typeof CategoryType];
export type CategoryCreate = ApiBodyOf<typeof categoryEndpoints.create>;

/** The category endpoints of api-contract §4.4. */
export const categoryApi = {
  /** Every category of one type, enabled or not (administrators); the client builds the tree. */
  all: (type: number, signal?: AbortSignal) => loadCategories({ type: [type] }, signal),
  create: (input: CategoryCreate) => callApi(categoryEndpoints.create, { body: input }),
  update: (input: ApiBodyOf<typeof categoryEndpoints.update>) => callApi(categoryEndpoints.update, { body: input }),
  remove: (id: number) => callApi(categoryEndpoints.remove, { query: { id: [id] } }),
};
