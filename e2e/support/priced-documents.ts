import { expect } from "vitest";
import { uniqueName, type ApiSession } from "./accounts";
import { apiCall } from "./browser";
import { makePdf } from "../document-files";
import { createDocument, waitForConverted } from "./document-fixtures";

/** A member's credit balance as the server has it now. */
export const balanceOf = async (session: ApiSession): Promise<number> =>
  (await apiCall<{ credit_count: number }>("GET", "/api/v1/user", { token: session.token })).body.credit_count;

/** A converted one-page PDF by the administrator (no office conversion to wait for), with a price; its deletion goes into `cleanups`. */
export async function createPricedDocument(adminToken: string, prefix: string, price: number, cleanups: Array<() => Promise<unknown>>) {
  const title = uniqueName(prefix);
  const doc = await createDocument(adminToken, makePdf(1, uniqueName("Priced document ")), `${title}.pdf`, title);
  await waitForConverted(adminToken, doc.id);
  const priced = await apiCall("PUT", "/api/v1/document", { token: adminToken, body: { id: doc.id, title, price } });
  expect(priced.status, JSON.stringify(priced.body)).toBe(200);
  cleanups.push(() => apiCall("DELETE", `/api/v1/document?id=${doc.id}`, { token: adminToken }));
  return { ...doc, title };
}

/** Gives a member credits through the back office's system recharge (as an administrator does). */
export async function grantCredits(adminToken: string, userId: number, credit: number): Promise<void> {
  const granted = await apiCall("POST", "/api/v1/order/system/recharge", { token: adminToken, body: { user_id: userId, credit } });
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
}
