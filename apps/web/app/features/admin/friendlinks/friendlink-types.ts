import type { ApiBodyOf, Friendlink, friendlinkEndpoints } from "@wenku/contract";

export type { Friendlink };
/** What the form sends to create one (the update sends the same with its id). */
export type FriendlinkInput = ApiBodyOf<typeof friendlinkEndpoints.create>;
/** A row of the friendly-link list, asked for with every field. */
export type FriendlinkRow = Friendlink;
