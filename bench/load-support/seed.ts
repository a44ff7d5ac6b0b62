/**
 * Seeds a target of bench:load through its API, the same way for each: the administrator's settings, members with
 * credits, two real documents converted (a 36-page PDF and a DOCX; the PDF costs a credit to download), the
 * benchmark's articles and pending recharge orders for the payment notifications.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { realFixturePath, realFixtures } from "../../apps/server/src/test/real-fixtures.js";
import type { SeededOrder } from "../orders-support/seed.js";
import type { XunhupayAccount } from "../orders-support/xunhupay-notifications.js";
import { apiCaller, seedArticles } from "../api-support/seed-article.js";
import { apiCall, callOnce, multipartFile, type CallOptions } from "./http.js";
import type { Target } from "./targets.js";

export interface Member {
  username: string;
  password: string;
  token: string;
}

export interface Seeded {
  adminToken: string;
  /** Each virtual user acts as one of them, so that one member's row is not every download's and payment's. */
  members: Member[];
  /** The converted documents: id, uuid and their page image paths. */
  documents: Array<{ id: number; uuid: string; pageImages: string[] }>;
  /** The document whose download costs a credit. */
  pricedDocumentId: number;
  articleId: number;
  xunhupay: XunhupayAccount;
  orders: SeededOrder[];
}

/** Words found in the seeded documents and articles: what the search and chat requests ask for. */
export const searchWords = ["ASN.1", "DER", "encoding", "structure", "certificate", "index", "example", "吞吐量", "延迟", "libtasn1"];

const memberPassword = "bench-member-pass-1";
const memberCount = 8;

type Post = (path: string, options?: CallOptions) => Promise<unknown>;

/** Uploads a file and creates its document as `token`; resolves to the document id. */
export async function uploadDocument(origin: string, token: string, filename: string, bytes: Buffer, title: string, price = 0): Promise<number> {
  const upload = await apiCall<{ data: { id: number } }>(origin, "/api/v1/upload/document", { method: "POST", token, ...multipartFile("file", filename, bytes) });
  const created = await apiCall<{ document: Array<{ id: number }> }>(origin, "/api/v1/document", {
    method: "POST",
    token,
    body: { category_id: [], document: [{ title, attachment_id: upload.data.id, price }] },
  });
  return created.document[0].id;
}

/** Waits until the document is converted (status 2); a failed conversion throws. */
export async function waitConverted(origin: string, token: string, id: number, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const doc = await apiCall<{ status: number; convert_error?: string }>(origin, `/api/v1/document?id=${id}`, { token });
    if (doc.status === 2) return;
    if (doc.status === 3) throw new Error(`document ${id} failed to convert: ${doc.convert_error}`);
    if (Date.now() > deadline) throw new Error(`document ${id} was not converted in ${timeoutMs / 1000} s (status ${doc.status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The login captcha is off once the public settings say so (the CLI wrote it; the server rereads within 2 s). */
async function waitCaptchaOff(origin: string) {
  const deadline = Date.now() + 30_000;
  while ((await apiCall<{ security?: { enable_captcha_login?: boolean } }>(origin, "/api/v1/settings")).security?.enable_captcha_login !== false) {
    if (Date.now() > deadline) throw new Error("the login captcha is still on 30 s after config:set");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function login(origin: string, username: string, password: string): Promise<string> {
  return (await apiCall<{ token: string }>(origin, "/api/v1/user/login", { method: "POST", body: { username, password } })).token;
}

async function saveSettings(post: Post, xunhupay: XunhupayAccount) {
  const entries = [
    ["download", "times_every_day", "100000000"], ["download", "times_every_ip", "100000000"], ["download", "free_download_duration", "0"],
    ["system", "credit_exchange", "10"], ["pay", "enable_recharge", "true"], ["pay", "enable_xunhupay", "true"],
    ["pay", "xunhupay_appid", xunhupay.appid], ["pay", "xunhupay_appsecret", xunhupay.appsecret],
  ];
  await post("/api/v1/config", { method: "PUT", body: { config: entries.map(([category, name, value]) => ({ category, name, value })) } });
}

async function createMember(origin: string, post: Post): Promise<Member> {
  const groups = await apiCall<{ group: Array<{ id: number; is_default: boolean }> }>(origin, "/api/v1/group/list?page=1&size=100");
  const group = groups.group.find((g) => g.is_default) ?? groups.group[0];
  const username = `reader${crypto.randomBytes(3).toString("hex")}`;
  const user = (await post("/api/v1/user", { method: "POST", body: { username, password: memberPassword, email: `${username}@example.com`, group_id: [group.id] } })) as { id: number };
  await post("/api/v1/order/system/recharge", { method: "POST", body: { user_id: user.id, credit: 100_000_000, remark: "bench:load" } });
  return { username, password: memberPassword, token: await login(origin, username, memberPassword) };
}

/** `count` pending recharge orders, the members' in turn (POST /api/v1/order, each from its own address: 60 a minute each). */
async function createOrders(origin: string, members: Member[], count: number): Promise<SeededOrder[]> {
  const orders: SeededOrder[] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start) }, async (_, i) => {
      const order = await apiCall<{ order_no: string; user_id: number; quantity: number; amount_fen: number }>(origin, "/api/v1/order", {
        method: "POST",
        token: members[(start + i) % members.length].token,
        body: { order_type: 3, quantity: [10, 100, 250][(start + i) % 3] },
      });
      return { orderNo: order.order_no, userId: order.user_id, quantity: order.quantity, amountFen: order.amount_fen };
    });
    orders.push(...(await Promise.all(batch)));
  }
  return orders;
}

async function pageImages(origin: string, id: number): Promise<string[]> {
  const pages = await apiCall<{ page: Array<{ url: string }> }>(origin, `/api/v1/document/pages?id=${id}&from=1&size=100`);
  if (pages.page.length === 0) throw new Error(`document ${id} lists no page images`);
  return pages.page.map((p) => p.url);
}

export async function seedTarget(target: Target, adminPassword: string, orderCount: number): Promise<Seeded> {
  const { origin } = target;
  // The only setting not saved through the API: logging in to the API needs the captcha off (or its answer).
  await target.cli(["config:set", "security", "enable_captcha_login", "false"]);
  await waitCaptchaOff(origin);
  const adminToken = await login(origin, "admin", adminPassword);
  const post: Post = (path, options = {}) => apiCall(origin, path, { ...options, token: adminToken });
  const xunhupay = { appid: "201906100001", appsecret: crypto.randomBytes(16).toString("hex") };
  await saveSettings(post, xunhupay);
  const members: Member[] = [];
  for (let i = 0; i < memberCount; i++) members.push(await createMember(origin, post));
  const read = (name: string) => fs.readFileSync(realFixturePath(name));
  const pdf = await uploadDocument(origin, adminToken, "libtasn1.pdf", read(realFixtures.libtasn1Pdf), "libtasn1 ASN.1 库手册", 1);
  const docx = await uploadDocument(origin, adminToken, "idxexample.docx", read(realFixtures.indexDocx), "索引示例 index example");
  // The articles after the conversions, whose processes would otherwise compete with their render (seedArticles).
  for (const id of [pdf, docx]) await waitConverted(origin, adminToken, id);
  const articleId = await seedArticles(apiCaller(origin, adminToken));
  const documents = [];
  for (const id of [pdf, docx]) {
    const { uuid } = await apiCall<{ uuid: string }>(origin, `/api/v1/document?id=${id}`);
    documents.push({ id, uuid, pageImages: await pageImages(origin, id) });
  }
  await waitSearchable(origin);
  const orders = await createOrders(origin, members, orderCount);
  return { adminToken, members, documents, pricedDocumentId: pdf, articleId, xunhupay, orders };
}

/** The search index has both documents (indexing follows conversion by up to a few seconds). */
async function waitSearchable(origin: string) {
  const deadline = Date.now() + 120_000;
  for (const word of ["libtasn1", "index"]) {
    while (((await callOnce(origin, `/api/v1/search?wd=${encodeURIComponent(word)}`)).json<{ total?: number }>().total ?? 0) === 0) {
      if (Date.now() > deadline) throw new Error(`"${word}" finds nothing two minutes after the conversions`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** How many orders are paid now (the check that the payment notifications settled what they claim). */
export async function paidOrders(origin: string, adminToken: string): Promise<number> {
  return (await apiCall<{ total: number }>(origin, "/api/v1/order/list?order_status=2&page=1&size=1", { token: adminToken })).total;
}
