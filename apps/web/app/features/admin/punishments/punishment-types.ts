import type { ApiReplyOf, punishmentEndpoints } from "@wenku/contract";

/** Punishment (api-contract §2): `type` 1 disable account, 2 no comment, 3 no upload, 4 no download, 5 no favorite, 6 no article. */
export type Punishment = ApiReplyOf<typeof punishmentEndpoints.get>;

export const punishmentTypes = [1, 2, 3, 4, 5, 6] as const;

/** In force: enabled and not past its end time. */
export const isInForce = (p: Pick<Punishment, "enable" | "end_time">, now = Date.now()) =>
  p.enable && (!p.end_time || Date.parse(p.end_time) > now);
