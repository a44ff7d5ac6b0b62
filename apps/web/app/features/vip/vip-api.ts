import { downloadEndpoints, vipEndpoints, type UserVip } from "@wenku/contract";
import { callApi } from "../../lib/call-api";

export type { UserVip };

/** The member's VIP periods (api-contract §6.2). */
export const vipApi = {
  async mine(page: number, size: number): Promise<{ total: number; items: UserVip[] }> {
    const reply = await callApi(vipEndpoints.mine, { query: { page, size } });
    return { total: reply.total, items: reply.user_vip };
  },
  /** The period in force, or undefined when the member is not a VIP now. */
  active: (): Promise<UserVip | undefined> => callApi(vipEndpoints.active).catch(() => undefined),
  /** A VIP's download of a document: a signed link to the file. */
  download: (documentId: number) => callApi(downloadEndpoints.vip, { query: { id: documentId } }),
};
