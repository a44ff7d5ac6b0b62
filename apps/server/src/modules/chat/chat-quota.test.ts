import { apiRoutes, ChatMessageStatus } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, chatCalls, newTopic, readStream, startChatFixture, TEST_API_KEY, waitFor, type ChatFixture } from "../../test/chat-fixture.js";
import { testDialect } from "../../test/harness.js";
import { nowIso } from "../../db/columns.js";
import { dayNumber } from "../ai-quota/local-day.js";
import { createMember, creditsOf, ledgerMismatches } from "../documents/document-fixtures.js";
import { insertChunks } from "../retrieval/vector-fixtures.js";
import { runsOf } from "./run-registry.js";

describe(`chat quotas (${testDialect})`, () => {
  let f: ChatFixture;
  const quota = async (token: string) => (await f.t.call(apiRoutes.aiQuota.get, { token })).body;
  /** Waits until none of these answers is running any more. */
  const settled = (ids: number[]) => waitFor(() => ids.every((id) => runsOf(f.t.ctx).get(id) === undefined));

  beforeAll(async () => {
    f = await startChatFixture([["default_quota", "10"], ["default_token_quota", "1000000"], ["quota_price", "2"]]);
  });
  afterAll(() => f.close());

  it("50 concurrent messages against a limit of 10: exactly 10 are accepted and reach the provider, the others get 429", async () => {
    const member = await createMember(f.t.ctx);
    const topic = await newTopic(f.t, member.token);
    const before = chatCalls(f.ai).length;
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => ask(f.t, member.token, topic.id, `并发问题 ${i}`)));
    const accepted = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.body.message).toMatch(/^今日 AI 对话额度已用完，将于 \d{4}-\d{2}-\d{2} 00:00 重置，可使用魔豆加购$/);
    const pendingIds = accepted.map((r) => r.body.answer.id as number);
    await settled(pendingIds);
    expect(chatCalls(f.ai).length - before).toBe(10);
    const statuses = await f.t.ctx.db.kysely.selectFrom("chat_message").select("status").where("id", "in", pendingIds).execute();
    expect(statuses.every((s) => s.status === ChatMessageStatus.completed)).toBe(true);
    expect(await quota(member.token)).toMatchObject({ used_messages: 10, message_limit: 10 });
    const questions = await f.t.ctx.db.kysely.selectFrom("chat_message").select("id").where("topic_id", "=", topic.id).where("role", "=", "user").execute();
    expect(questions).toHaveLength(10);

    const after = chatCalls(f.ai).length;
    const over = await ask(f.t, member.token, topic.id, "还能问吗");
    expect(over.status).toBe(429);
    expect(chatCalls(f.ai).length).toBe(after);
  });

  it("with an embedding model, a question is embedded only once its quota is taken: 20 concurrent against a limit of 10 embed 10", async () => {
    const model = await f.t.call(apiRoutes.llm.create, {
      token: f.admin.token,
      body: { title: "向量模型", provider: "custom", base_url: f.ai.baseUrl, api_key: TEST_API_KEY, model: "wenku-embed", is_embedding: true },
    });
    expect(model.status, model.raw).toBe(200);
    // One embedded passage is enough for retrieval to embed questions for this model.
    await insertChunks(f.t.ctx.db.kysely, model.body.id, [Array.from({ length: 64 }, (_, i) => (i === 0 ? 1 : 0))]);
    await f.t.setSettings([["llm", "embedding_model_id", String(model.body.id)]]);
    try {
      const member = await createMember(f.t.ctx);
      const topic = await newTopic(f.t, member.token);
      const embeddings = () => f.ai.requests.filter((r) => r.path === "/v1/embeddings").length;
      const before = embeddings();
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => ask(f.t, member.token, topic.id, `向量问题 ${i}`)));
      const accepted = results.filter((r) => r.status === 200);
      expect(accepted).toHaveLength(10);
      await settled(accepted.map((r) => r.body.answer.id as number));
      expect(embeddings() - before).toBe(10);
    } finally {
      await f.t.setSettings([["llm", "embedding_model_id", "0"]]);
    }
  });

  it("bought messages are used after the daily limit; buying goes through the ledger", async () => {
    const member = await createMember(f.t.ctx, 5);
    await f.t.ctx.db.kysely
      .insertInto("ai_usage")
      .values({ user_id: member.id, day: dayNumber(), messages: 10, tokens: 0, created_at: nowIso(), updated_at: nowIso() })
      .execute();
    const topic = await newTopic(f.t, member.token);
    expect((await ask(f.t, member.token, topic.id, "额度用完")).status).toBe(429);
    const bought = await f.t.call(apiRoutes.aiQuota.buy, { token: member.token, body: { count: 2 } });
    expect(bought.status, bought.raw).toBe(200);
    expect(bought.body.extra_messages).toBe(2);
    expect(await creditsOf(f.t.ctx, member.id)).toBe(1);
    expect((await f.t.call(apiRoutes.aiQuota.buy, { token: member.token, body: { count: 1 } })).status).toBe(400);
    expect(await ledgerMismatches(f.t.ctx)).toEqual([]);

    for (const question of ["加购一", "加购二"]) {
      const sent = await ask(f.t, member.token, topic.id, question);
      expect(sent.status, sent.raw).toBe(200);
      await readStream(f.t, member.token, sent.body.answer.id);
    }
    expect(await quota(member.token)).toMatchObject({ used_messages: 10, extra_messages: 0 });
    expect((await ask(f.t, member.token, topic.id, "加购三")).status).toBe(429);
  });

  it("adds each answer's tokens to the day and stops at the token limit", async () => {
    const member = await createMember(f.t.ctx);
    const topic = await newTopic(f.t, member.token);
    f.ai.script({ kind: "answer", content: "好的", usage: { prompt_tokens: 700, completion_tokens: 2, total_tokens: 702 } });
    const sent = await ask(f.t, member.token, topic.id, "数一数");
    await readStream(f.t, member.token, sent.body.answer.id);
    expect((await quota(member.token)).used_tokens).toBe(702);
    await f.t.setSettings([["llm", "default_token_quota", "700"]]);
    try {
      const calls = chatCalls(f.ai).length;
      const over = await ask(f.t, member.token, topic.id, "再来");
      expect(over.status).toBe(429);
      expect(over.body.message).toMatch(/^今日 AI Token 额度已用完/);
      expect(chatCalls(f.ai).length).toBe(calls);
    } finally {
      await f.t.setSettings([["llm", "default_token_quota", "1000000"]]);
    }
  });

  it("a failed run that produced nothing gives its message back; one with a partial answer does not", async () => {
    const member = await createMember(f.t.ctx);
    const topic = await newTopic(f.t, member.token);
    f.ai.script({ kind: "reset" });
    const failed = await ask(f.t, member.token, topic.id, "连不上");
    expect((await readStream(f.t, member.token, failed.body.answer.id)).lines.at(-1)).toMatchObject({ status: ChatMessageStatus.failed });
    expect((await quota(member.token)).used_messages).toBe(0);
    f.ai.script({ kind: "answer", content: "一半。另一半。", chunks: 2, dropAfter: 1 });
    const partial = await ask(f.t, member.token, topic.id, "断一半");
    expect((await readStream(f.t, member.token, partial.body.answer.id)).lines.at(-1)).toMatchObject({ status: ChatMessageStatus.failed });
    expect(await quota(member.token)).toMatchObject({ used_messages: 1 });
    expect((await quota(member.token)).used_tokens).toBeGreaterThan(0);
  });
});
