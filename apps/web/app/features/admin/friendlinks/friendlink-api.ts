import { friendlinkEndpoints, type ApiBodyOf, type Friendlink } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

export type { Friendlink };
/** What the form sends to create one (the update sends the same with its id). */
export type FriendlinkInput = ApiBodyOf<typeof friendlinkEndpoints.create>;
/** A row of the friendly-link list, asked for with every field. */
export type FriendlinkRow = Friendlink;

/** The friendly-link endpoints of api-contract §4.11. */
export const friendlinkApi = {
  listRoute: friendlinkEndpoints.list,
  create: (input: FriendlinkInput) => callApi(friendlinkEndpoints.create, { body: input }),
  update: (input: ApiBodyOf<typeof friendlinkEndpoints.update>) => callApi(friendlinkEndpoints.update, { body: input }),
  remove: (id: number) => callApi(friendlinkEndpoints.remove, { query: { id: [id] } }),
};
