import { CategoryType, type ArticleCreateInput } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { insertCategory } from "../documents/document-fixtures.js";
import { MEMBER_GROUP_ID } from "../../db/seeded-rows.js";
import { drainSearchQueue } from "../search/indexing/drain-queue.js";
import type { TestServer } from "../../test/harness.js";

/** Test support for the article capabilities (colocated *.test.ts only). */
export function insertArticleCategory(ctx: AppContext, title: string, parentId = 0): Promise<number> {
  return insertCategory(ctx, title, { parentId, type: CategoryType.article });
}

/** Sets the article flags of the default members' group. */
export async function setMemberArticleFlags(ctx: AppContext, flags: { enable_article: 0 | 1; enable_article_approval: 0 | 1 }): Promise<void> {
  await ctx.db.kysely.updateTable("groups").set(flags).where("id", "=", MEMBER_GROUP_ID).execute();
}

/** The part of the test harness's server that posting uses. */
type Requester = Pick<TestServer, "request">;

/** POSTs an article and returns the reply; the body defaults to a short Markdown text. */
export async function postArticle(t: Requester, token: string, input: Partial<ArticleCreateInput> = {}) {
  return t.request("POST", "/api/v1/article", { token, body: { title: "测试文章", content: "正文 **加粗**", ...input } });
}

/** Runs the indexer over everything queued. */
export async function drainIndex(ctx: AppContext): Promise<void> {
  while ((await drainSearchQueue(ctx, 200)) > 0);
}
