import { constants, navigationEndpoints, type ApiBodyOf, type Navigation } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

export type { Navigation };
/** What the form sends to create one (the update sends the same with its id). */
export type NavigationInput = ApiBodyOf<typeof navigationEndpoints.create>;

/** The navigation endpoints of api-contract §4.11. */
export const navigationApi = {
  /** Every item; the client builds the tree (page 1, size 10000 as the public header does). */
  all: async (signal?: AbortSignal) =>
    (await callApi(navigationEndpoints.list, { query: { page: 1, size: constants.navigationListSize }, signal })).navigation,
  create: (input: NavigationInput) => callApi(navigationEndpoints.create, { body: input }),
  update: (input: ApiBodyOf<typeof navigationEndpoints.update>) => callApi(navigationEndpoints.update, { body: input }),
  remove: (id: number) => callApi(navigationEndpoints.remove, { query: { id: [id] } }),
};
