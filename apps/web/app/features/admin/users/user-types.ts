import type { ApiReplyOf, userEndpoints } from "@wenku/contract";

/** A row of the user list: the public profile, and for an administrator every column plus the groups. */
export type AdminUser = ApiReplyOf<typeof userEndpoints.list>["user"][number];

export const UserStatus = { normal: 0, disabled: 1 } as const;
