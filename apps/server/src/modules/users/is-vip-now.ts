/** The two sources of VIP status on a user row. */
export interface VipFields {
  /** Set by an administrator: VIP without end. */
  is_vip: number;
  /** End of the bought VIP time (ISO-8601 UTC), null when none was bought. */
  vip_expired_at: string | null;
}

/** Effective VIP: given by an administrator, or within VIP time bought and not yet ended. */
export function isVipNow(user: VipFields, now: Date = new Date()): boolean {
  return user.is_vip === 1 || (user.vip_expired_at !== null && user.vip_expired_at > now.toISOString());
}
