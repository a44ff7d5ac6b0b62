import { apiRoutes, ChatMessageStatus, ChatTopicCategory, DocumentStatus } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, chatCalls, newTopic, readStream, seedDocument, startChatFixture, storedAnswer, type ChatFixture } from "../../test/chat-fixture.js";
import { testDialect } from "../../test/harness.js";
import { nowIso } from "../../db/columns.js";
import { createMember, type Session } from "../documents/document-fixtures.js";
import { markInterruptedRuns } from "./recover-interrupted.js";

describe(`chat topics (${testDialect})`, () => {
  let f: ChatFixture;
  let member: Session;
  let other: Session;
  let vim = { id: 0, uuid: "" };
  let emacs = { id: 0, uuid: "" };

  beforeAll(async () => {
    f = await startChatFixture([["default_quota", "100"]]);
    member = await createMember(f.t.ctx);
    other = await createMember(f.t.ctx);
    vim = await seedDocument(f.t, { userId: f.admin.id, title: "Vim 手册", pageTexts: ["Vim 编辑器入门。", "在 Vim 中按 u 撤销修改。"] });
    emacs = await seedDocument(f.t, { userId: f.admin.id, title: "Emacs 手册", pageTexts: ["Emacs 编辑器入门。", "在 Emacs 中按 C-/ 撤销修改。"] });
  });
  afterAll(() => f.close());

  it("creates, reads, renames, lists and deletes the asker's own topics; others get 404", async () => {
    const created = await newTopic(f.t, member.token, { title: "我的会话" });
    expect(created.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const byUuid = await f.t.call(apiRoutes.chat.getTopic, { token: member.token, query: { uuid: created.uuid } });
    expect(byUuid.body).toMatchObject({ id: created.id, title: "我的会话", category: 0, document_id: 0, message_count: 0 });
    expect((await f.t.call(apiRoutes.chat.renameTopic, { token: member.token, body: { id: created.id, title: "改名了" } })).status).toBe(200);
    const list = await f.t.call(apiRoutes.chat.listTopics, { token: member.token, query: { wd: "改名" } });
    expect(list.body).toMatchObject({ total: 1, topic: [{ id: created.id, title: "改名了" }] });
    expect((await f.t.call(apiRoutes.chat.listTopics, { token: other.token })).body.total).toBe(0);

    expect((await f.t.call(apiRoutes.chat.getTopic, { token: other.token, query: { id: created.id } })).status).toBe(404);
    expect((await f.t.call(apiRoutes.chat.renameTopic, { token: other.token, body: { id: created.id, title: "抢" } })).status).toBe(404);
    expect((await f.t.request("DELETE", "/api/v1/chat/topic", { token: other.token, query: { id: created.id } })).status).toBe(404);
    expect((await f.t.call(apiRoutes.chat.getTopic, { query: { id: created.id } })).status).toBe(401);
    expect((await f.t.request("POST", "/api/v1/chat/topic", { token: member.token, body: { category: 5 } })).status).toBe(400);
    expect((await f.t.call(apiRoutes.chat.createTopic, { token: member.token, body: { category: 1 } })).body.message).toBe("请指定要提问的文档");

    const sent = await ask(f.t, member.token, created.id, "删除前的问题");
    await readStream(f.t, member.token, sent.body.answer.id);
    expect((await f.t.request("DELETE", "/api/v1/chat/topic", { token: member.token, query: { id: created.id } })).status).toBe(200);
    expect((await f.t.call(apiRoutes.chat.getTopic, { token: member.token, query: { id: created.id } })).status).toBe(404);
    expect(await f.t.ctx.db.kysely.selectFrom("chat_message").select("id").where("topic_id", "=", created.id).execute()).toEqual([]);
  });

  it("gives the asker one topic per readable document, created on first ask", async () => {
    const first = await Promise.all(Array.from({ length: 5 }, () => f.t.call(apiRoutes.chat.documentTopic, { token: member.token, query: { document_id: vim.id } })));
    for (const res of first) expect(res.status, res.raw).toBe(200);
    expect(new Set(first.map((res) => res.body.id)).size).toBe(1);
    expect(first[0].body).toMatchObject({ category: ChatTopicCategory.document, document_id: vim.id, document_uuid: vim.uuid, title: "Vim 手册" });
    const viaCreate = await newTopic(f.t, member.token, { category: 1, document_id: vim.id });
    expect(viaCreate.id).toBe(first[0].body.id);
    const others = await f.t.call(apiRoutes.chat.documentTopic, { token: other.token, query: { document_id: vim.id } });
    expect(others.body.id).not.toBe(first[0].body.id);

    const hidden = await seedDocument(f.t, { userId: other.id, title: "待审文档", pageTexts: ["秘密"], status: DocumentStatus.pendingReview });
    expect((await f.t.call(apiRoutes.chat.documentTopic, { token: member.token, query: { document_id: hidden.id } })).status).toBe(404);
    expect((await f.t.call(apiRoutes.chat.documentTopic, { token: other.token, query: { document_id: hidden.id } })).status).toBe(200);
    expect((await f.t.call(apiRoutes.chat.documentTopic, { token: member.token, query: { document_id: 999_999 } })).status).toBe(404);
  });

  it("asking a document cites only that document, and its conversation can be cleared", async () => {
    const topic = (await f.t.call(apiRoutes.chat.documentTopic, { token: member.token, query: { document_id: emacs.id } })).body;
    f.ai.script({ kind: "answer", content: "按 C-/ 撤销[^1]。" });
    const sent = await ask(f.t, member.token, topic.id, "编辑器里怎么撤销修改？");
    const stream = await readStream(f.t, member.token, sent.body.answer.id);
    const refs = stream.lines[0].type === "references" ? stream.lines[0].references : [];
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.every((ref) => ref.uuid === emacs.uuid && ref.document_id === emacs.id)).toBe(true);
    const library = await newTopic(f.t, member.token);
    const wide = await ask(f.t, member.token, library.id, "编辑器里怎么撤销修改？");
    const wideRefs = (await readStream(f.t, member.token, wide.body.answer.id)).lines[0];
    expect(wideRefs?.type === "references" && new Set(wideRefs.references.map((ref) => ref.uuid))).toEqual(new Set([vim.uuid, emacs.uuid]));

    expect((await f.t.call(apiRoutes.chat.clearDocumentMessages, { token: other.token, query: { document_id: emacs.id } })).status).toBe(200);
    expect((await f.t.call(apiRoutes.chat.listMessages, { token: member.token, query: { topic_id: topic.id } })).body.total).toBe(2);
    expect((await f.t.call(apiRoutes.chat.clearDocumentMessages, { token: member.token, query: { document_id: emacs.id } })).status).toBe(200);
    const after = await f.t.call(apiRoutes.chat.listMessages, { token: member.token, query: { topic_id: topic.id } });
    expect(after.body).toEqual({ total: 0, message: [] });
    expect((await f.t.call(apiRoutes.chat.getTopic, { token: member.token, query: { id: topic.id } })).status).toBe(200);
  });

  it("refuses to chat while AI chat is off, with an unknown model, and calls no provider", async () => {
    const topic = await newTopic(f.t, member.token);
    const calls = chatCalls(f.ai).length;
    await f.t.setSettings([["llm", "enable", "false"]]);
    const off = await ask(f.t, member.token, topic.id, "在吗");
    await f.t.setSettings([["llm", "enable", "true"]]);
    expect(off.status).toBe(403);
    expect(off.body.message).toBe("AI 对话未启用");
    const unknown = await ask(f.t, member.token, topic.id, "在吗", { model_id: 999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("所选模型不可用");
    expect((await ask(f.t, member.token, topic.id, "")).status).toBe(400);
    expect(chatCalls(f.ai).length).toBe(calls);
    expect((await f.t.call(apiRoutes.aiQuota.get, { token: member.token })).body.used_messages).toBeGreaterThanOrEqual(0);
  });

  it("lists every conversation for administrators with filters, and deletes them", async () => {
    const asker = await createMember(f.t.ctx);
    const topic = await newTopic(f.t, asker.token, { title: "管理员可见" });
    f.ai.script({ kind: "answer", content: "答", usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } });
    const sent = await ask(f.t, asker.token, topic.id, "问题");
    await readStream(f.t, asker.token, sent.body.answer.id);
    const empty = await newTopic(f.t, asker.token, { title: "空会话" });

    const list = (query: Record<string, string | number | string[]>) => f.t.request("GET", "/api/v1/chat/topic/admin/list", { token: f.admin.token, query });
    const mine = await list({ user_id: asker.id });
    expect(mine.status, mine.raw).toBe(200);
    expect(mine.body.total).toBe(2);
    const row = mine.body.topic.find((t: { id: number }) => t.id === topic.id);
    expect(row).toMatchObject({ title: "管理员可见", user_id: asker.id, model_id: f.modelId, model_title: "测试模型", total_tokens: 15, status: ChatMessageStatus.completed, message_count: 2 });
    expect(row.username).toMatch(/^reader/);
    expect(mine.body.topic.find((t: { id: number }) => t.id === empty.id)).toMatchObject({ status: -1, total_tokens: 0, model_title: "" });
    expect((await list({ user_id: asker.id, status: ChatMessageStatus.completed })).body.topic.map((t: { id: number }) => t.id)).toEqual([topic.id]);
    expect((await list({ user_id: asker.id, status: -1 })).body.topic.map((t: { id: number }) => t.id)).toEqual([empty.id]);
    expect((await list({ user_id: asker.id, model_id: f.modelId })).body.total).toBe(1);
    expect((await list({ user_id: asker.id, model_id: 999 })).body.total).toBe(0);
    expect((await list({ wd: "管理员可见" })).body.total).toBe(1);
    expect((await list({ user_id: asker.id, created_at: ["2000-01-01", "2000-01-02"] })).body.total).toBe(0);
    expect((await list({ user_id: asker.id, created_at: ["2000-01-01"] })).body.total).toBe(2);

    expect((await f.t.call(apiRoutes.chat.adminListTopics, { token: member.token })).status).toBe(403);
    expect((await f.t.request("DELETE", "/api/v1/chat/topic/admin", { token: member.token, query: { id: topic.id } })).status).toBe(403);
    expect((await f.t.call(apiRoutes.chat.adminRemoveTopics, { token: f.admin.token, query: { id: [topic.id, empty.id] } })).status).toBe(200);
    expect((await list({ user_id: asker.id })).body.total).toBe(0);
    const permission = await f.t.ctx.db.kysely.selectFrom("permission").select(["title", "pages"]).where("path", "=", "/api.v1.ChatAPI/ListChatTopic").executeTakeFirstOrThrow();
    expect(JSON.parse(permission.pages)).toEqual(["/admin/ai/chat"]);
  });

  it("fails answers a stopped process left running, keeping what they had stored", async () => {
    const topic = await newTopic(f.t, member.token);
    const old = new Date(Date.now() - 5 * 60_000).toISOString();
    const base = { topic_id: topic.id, user_id: member.id, role: "assistant" as const, created_at: old, updated_at: old };
    const left = await f.t.ctx.db.kysely
      .insertInto("chat_message")
      .values([
        { ...base, content: "写到一半", status: ChatMessageStatus.generating },
        { ...base, content: "", status: ChatMessageStatus.pending },
        { ...base, content: "刚写的", status: ChatMessageStatus.generating, updated_at: nowIso() },
      ])
      .returning("id")
      .execute();
    expect(await markInterruptedRuns(f.t.ctx)).toBe(2);
    const [a, b, c] = await Promise.all(left.map((row) => storedAnswer(f.t, Number(row.id))));
    expect(a).toMatchObject({ status: ChatMessageStatus.failed, error: "服务重启，回答中断", content: "写到一半" });
    expect(b).toMatchObject({ status: ChatMessageStatus.failed, error: "服务重启，回答中断" });
    expect(c).toMatchObject({ status: ChatMessageStatus.generating });
    const stream = await readStream(f.t, member.token, Number(left[0].id));
    expect(stream.lines.at(-1)).toMatchObject({ type: "end", status: ChatMessageStatus.failed, error: "服务重启，回答中断" });
  });
});
