import type { UserVip } from "@wenku/contract";
import { api } from "../../lib/api-client";

export type { UserVip };

/** The member's VIP periods (api-contract §6.2). */
export const vipApi = {
  async mine(page: number, size: number): Promise<{ total: number; items: UserVip[] }> {
    const reply = await api.get<{ total?: number; user_vip?: UserVip[] }>("/api/v1/user/vip", { page, size });
    return { total: reply.total ?? 0, items: reply.user_vip ?? [] };
  },
  /** The period in force, or undefined when the member is not a VIP now. */
  async active(): Promise<UserVip | undefined> {
    const vip = await api.get<Partial<UserVip>>("/api/v1/user/vip/active").catch(() => undefined);
    return vip && vip.id ? (vip as UserVip) : undefined;
  },
  /** A VIP's download of a document: a signed link to the file. */
  download: (documentId: number) => api.get<{ url: string }>("/api/v1/document/download/vip", { id: documentId }),
};
