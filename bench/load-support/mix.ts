/**
 * bench:load's request mix: each operation has a weighted share of the draws; an operation is one request, or two
 * where a visitor's action is two (an upload and the document it creates; a download link and the file).
 */
import fs from "node:fs";
import { realFixturePath, realFixtures } from "../../apps/server/src/test/real-fixtures.js";
import { xunhupayNotification } from "../orders-support/xunhupay-notifications.js";
import { multipartFile, type CallOptions, type Reply } from "./http.js";
import { searchWords, type Member, type Seeded } from "./seed.js";

export interface MixContext {
  seeded: Seeded;
  /** The member this virtual user signs in as. */
  member: Member;
  /** Sends one request on the virtual user's connection and records it under `type`; undefined on a socket error. */
  send(type: string, path: string, options?: CallOptions): Promise<Reply | undefined>;
  /** The same, from a new connection and client address (a new visitor). */
  sendFresh(type: string, path: string, options?: CallOptions): Promise<Reply | undefined>;
  /** A document created by an upload, from the moment its upload started (time to converted is measured apart). */
  uploaded(id: number, startedAt: number): void;
  random(): number;
}

export interface Operation {
  name: string;
  weight: number;
  run(ctx: MixContext): Promise<void>;
}

const pick = <T>(ctx: MixContext, items: readonly T[]): T => items[Math.floor(ctx.random() * items.length)];
const word = (ctx: MixContext) => encodeURIComponent(pick(ctx, searchWords));

/** The upload's file: a real 17-page PDF, made unique (a trailing comment) since the site refuses a file it holds. */
const uploadPdf = fs.readFileSync(realFixturePath(realFixtures.mimeSpecPdf));
let uploadCounter = 0;

/** The next order to notify, per target. */
const orderCursors = new WeakMap<Seeded, number>();

/** An operation of one request, its path (and options) drawn afresh each time. */
function one(name: string, weight: number, path: (ctx: MixContext) => string, options?: (ctx: MixContext) => CallOptions): Operation {
  return { name, weight, run: async (ctx) => void (await ctx.send(name, path(ctx), options?.(ctx))) };
}

const asMember = (ctx: MixContext): CallOptions => ({ token: ctx.member.token });

export const operations: Operation[] = [
  one("document page", 16, (ctx) => `/document/${pick(ctx, ctx.seeded.documents).uuid}`),
  one("page image", 28, (ctx) => pick(ctx, pick(ctx, ctx.seeded.documents).pageImages)),
  one("home", 9, () => "/"),
  one("article page", 4, (ctx) => `/article/${ctx.seeded.articleId}`),
  one("search page", 6, (ctx) => `/search?wd=${word(ctx)}`),
  one("search API", 6, (ctx) => `/api/v1/search?wd=${word(ctx)}`),
  one("document list API", 8, () => "/api/v1/document/list?page=1&size=10&order=id%20desc"),
  one("settings API", 8, () => "/api/v1/settings"),
  one("chat retrieval", 6, (ctx) => `/api/v1/chat/search?wd=${word(ctx)}&size=10`, asMember),
  {
    name: "login",
    weight: 1,
    run: async (ctx) =>
      void (await ctx.sendFresh("login", "/api/v1/user/login", { method: "POST", body: { username: ctx.member.username, password: ctx.member.password } })),
  },
  {
    name: "download",
    weight: 4,
    async run(ctx) {
      const link = await ctx.send("download link", `/api/v1/document/download?id=${ctx.seeded.pricedDocumentId}`, asMember(ctx));
      if (link?.status === 200) await ctx.send("download file", link.json<{ url: string }>().url);
    },
  },
  {
    name: "payment notification",
    weight: 3,
    async run(ctx) {
      // Each pending order is paid once; when all are, the next ones are a gateway's repeated deliveries (settled once).
      const cursor = orderCursors.get(ctx.seeded) ?? 0;
      orderCursors.set(ctx.seeded, cursor + 1);
      const order = ctx.seeded.orders[cursor % ctx.seeded.orders.length];
      const form = Buffer.from(xunhupayNotification(ctx.seeded.xunhupay, order, "OD"));
      await ctx.send("payment notification", "/callback/xunhupay", { method: "POST", body: form, contentType: "application/x-www-form-urlencoded" });
    },
  },
  {
    name: "upload",
    weight: 1,
    async run(ctx) {
      const startedAt = performance.now();
      const bytes = Buffer.concat([uploadPdf, Buffer.from(`\n% bench:load upload ${process.pid}-${++uploadCounter}-${Date.now()}\n`)]);
      const file = multipartFile("file", "shared-mime-info-spec.pdf", bytes);
      const upload = await ctx.send("upload", "/api/v1/upload/document", { method: "POST", token: ctx.seeded.adminToken, ...file });
      if (upload?.status !== 200) return;
      const created = await ctx.send("upload: create document", "/api/v1/document", {
        method: "POST",
        token: ctx.seeded.adminToken,
        body: { category_id: [], document: [{ title: `上传测试 ${uploadCounter}`, attachment_id: upload.json<{ data: { id: number } }>().data.id, price: 0 }] },
      });
      if (created?.status === 200) ctx.uploaded(created.json<{ document: Array<{ id: number }> }>().document[0].id, startedAt);
    },
  },
];

/**
 * Draws an operation by weight. The caller also paces uploads (at most one every few seconds per target): each
 * starts a conversion, and a fixed share of a rising throughput would soon be all that two cores do.
 */
export function drawOperation(random: number, uploadAllowed: boolean): Operation {
  const candidates = uploadAllowed ? operations : operations.filter((op) => op.name !== "upload");
  const total = candidates.reduce((sum, op) => sum + op.weight, 0);
  let point = random * total;
  for (const op of candidates) {
    point -= op.weight;
    if (point < 0) return op;
  }
  return candidates[candidates.length - 1];
}
