import type { ApiBodyOf, Group, groupEndpoints } from "@wenku/contract";

export type { Group };
export type GroupInput = ApiBodyOf<typeof groupEndpoints.create>;
