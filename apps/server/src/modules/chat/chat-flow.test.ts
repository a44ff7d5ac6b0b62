import http from "node:http";
import { apiRoutes, ChatMessageStatus } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, chatCalls, newTopic, readStream, seedDocument, startChatFixture, storedAnswer, textOf, waitFor, type ChatFixture } from "../../test/chat-fixture.js";
import { testDialect } from "../../test/harness.js";
import { createMember, type Session } from "../documents/document-fixtures.js";
import { runsOf } from "./run-registry.js";

describe(`chat answers (${testDialect})`, () => {
  let f: ChatFixture;
  let member: Session;
  let docTitle = "";

  const quota = async () => (await f.t.call(apiRoutes.aiQuota.get, { token: member.token })).body;
  /** Asks in a new topic and returns the answer's id. */
  const askNew = async (question: string) => {
    const topic = await newTopic(f.t, member.token);
    const res = await ask(f.t, member.token, topic.id, question);
    expect(res.status, res.raw).toBe(200);
    return res.body.answer.id as number;
  };
  const finished = (id: number) => waitFor(async () => (runsOf(f.t.ctx).get(id) ? false : storedAnswer(f.t, id)));

  beforeAll(async () => {
    f = await startChatFixture([["default_quota", "100"]]);
    member = await createMember(f.t.ctx);
    docTitle = "Vim 使用手册";
    await seedDocument(f.t, {
      userId: f.admin.id,
      title: docTitle,
      pageTexts: ["Vim 简介：Vim 是一个文本编辑器。", "撤销修改：在普通模式下按 u 撤销上一次修改，按 Ctrl-R 重做。", "保存文件：输入 :w 保存。"],
    });
  });
  afterAll(() => f.close());

  it("streams references, reasoning, content and usage, and ends completed with invalid citations removed", async () => {
    const topic = await newTopic(f.t, member.token);
    f.ai.script({ kind: "answer", reasoning: "先看片段一。", content: "按 u 撤销上一次修改[^1]，另见[^9]。按 Ctrl-R 重做[^1]。", chunks: 6 });
    const callsBefore = chatCalls(f.ai).length;
    const sent = await ask(f.t, member.token, topic.id, "vim 里怎么撤销上一次修改？", { model_id: f.modelId });
    expect(sent.status, sent.raw).toBe(200);
    expect(sent.body.status).toBe(ChatMessageStatus.pending);
    expect(sent.body.question).toMatchObject({ role: "user", content: "vim 里怎么撤销上一次修改？", topic_id: topic.id });
    expect(sent.body.answer).toMatchObject({ role: "assistant", status: ChatMessageStatus.pending, model_id: f.modelId, model_title: "测试模型" });

    const stream = await readStream(f.t, member.token, sent.body.answer.id);
    expect(stream.status).toBe(200);
    expect(stream.type).toContain("application/x-ndjson");
    const kinds = stream.lines.map((line) => line.type).filter((kind, i, all) => kind !== all[i - 1]);
    expect(kinds).toEqual(["references", "reasoning", "content", "usage", "end"]);
    const references = stream.lines[0].type === "references" ? stream.lines[0].references : [];
    expect(references.length).toBeGreaterThan(0);
    expect(references[0]).toMatchObject({ n: 1, title: docTitle, page: 2 });
    for (const ref of references) {
      expect(ref.score).toBeGreaterThanOrEqual(0);
      expect(ref.score).toBeLessThanOrEqual(1);
      expect(Math.round(ref.score * 100) / 100).toBe(ref.score);
    }
    expect(textOf(stream.lines, "reasoning")).toBe("先看片段一。");
    expect(textOf(stream.lines, "content")).toBe("按 u 撤销上一次修改[^1]，另见。按 Ctrl-R 重做[^1]。");
    expect(stream.lines.at(-1)).toEqual({ type: "end", id: sent.body.answer.id, status: ChatMessageStatus.completed });

    const stored = await storedAnswer(f.t, sent.body.answer.id);
    expect(stored).toMatchObject({ status: ChatMessageStatus.completed, content: "按 u 撤销上一次修改[^1]，另见。按 Ctrl-R 重做[^1]。", reasoning: "先看片段一。", error: "" });
    expect(Number(stored.total_tokens)).toBeGreaterThan(0);
    expect(Number(stored.total_tokens)).toBe(Number(stored.prompt_tokens) + Number(stored.completion_tokens));

    const calls = chatCalls(f.ai);
    expect(calls.length).toBe(callsBefore + 1);
    const call = calls.at(-1)!;
    expect(call.body.stream).toBe(true);
    expect(call.body.model).toBe("wenku-test");
    const system = call.body.messages[0];
    expect(system.role).toBe("system");
    expect(system.content).toContain("你是文库的 AI 助手");
    expect(system.content).toContain(`[1] 《${docTitle}》第 2 页: 撤销修改`);
    expect(call.body.messages.at(-1)).toEqual({ role: "user", content: "vim 里怎么撤销上一次修改？" });

    const list = await f.t.call(apiRoutes.chat.listMessages, { token: member.token, query: { topic_id: topic.id } });
    expect(list.body.total).toBe(2);
    expect(list.body.message.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
    expect(list.body.message[1]).toMatchObject({ status: ChatMessageStatus.completed, usage: { total_tokens: Number(stored.total_tokens) } });
    expect(list.body.message[1].references[0]).toMatchObject({ n: 1, uuid: references[0].uuid, page: 2 });
    const topicNow = await f.t.call(apiRoutes.chat.getTopic, { token: member.token, query: { id: topic.id } });
    expect(topicNow.body).toMatchObject({ title: "vim 里怎么撤销上一次修改？", message_count: 2 });

    // A second question carries the first turn as history.
    const follow = await ask(f.t, member.token, topic.id, "那怎么重做？");
    await readStream(f.t, member.token, follow.body.answer.id);
    const history = chatCalls(f.ai).at(-1)!.body.messages.slice(1);
    expect(history.map((m: { role: string }) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(history[1].content).toBe("按 u 撤销上一次修改，另见。按 Ctrl-R 重做。");
  });

  it.each([
    ["401", { kind: "error", status: 401, message: "Incorrect API key provided" }, /^模型服务拒绝了请求（401）：Incorrect API key provided$/],
    ["429", { kind: "error", status: 429, message: "Rate limit reached for requests" }, /^模型服务请求过多或额度不足（429）：Rate limit reached for requests$/],
    ["500", { kind: "error", status: 500, message: "upstream exploded" }, /^模型服务出错（500）：upstream exploded$/],
  ] as const)("a provider %s ends failed with its text and gives the message back", async (_status, reply, message) => {
    const before = (await quota()).used_messages;
    f.ai.script(reply);
    const id = await askNew("出错测试");
    const stream = await readStream(f.t, member.token, id);
    const end = stream.lines.at(-1)!;
    expect(end).toMatchObject({ type: "end", status: ChatMessageStatus.failed });
    expect(end.type === "end" && end.error).toMatch(message);
    const stored = await storedAnswer(f.t, id);
    expect(stored.status).toBe(ChatMessageStatus.failed);
    expect(stored.error).toMatch(message);
    expect(stored.content).toBe("");
    expect((await quota()).used_messages).toBe(before);
  });

  it("a wrong key at the provider fails the answer with the provider's refusal", async () => {
    f.ai.apiKey = "sk-another-key";
    try {
      const id = await askNew("密钥错误");
      const end = (await readStream(f.t, member.token, id)).lines.at(-1)!;
      expect(end).toMatchObject({ status: ChatMessageStatus.failed, error: "模型服务拒绝了请求（401）：Incorrect API key provided" });
    } finally {
      f.ai.apiKey = undefined;
    }
  });

  it("a slow provider hits the message timeout: timed out, with the partial answer kept", async () => {
    await f.t.setSettings([["llm", "message_timeout", "1"]]);
    try {
      f.ai.script({ kind: "answer", content: "一二三四五六七八九十".repeat(3), chunks: 30, intervalMs: 100 });
      const id = await askNew("慢一点");
      const stream = await readStream(f.t, member.token, id);
      expect(stream.lines.at(-1)).toEqual({ type: "end", id, status: ChatMessageStatus.timedOut, error: "模型响应超时" });
      const partial = textOf(stream.lines, "content");
      expect(partial.length).toBeGreaterThan(0);
      expect(partial.length).toBeLessThan(30);
      const stored = await storedAnswer(f.t, id);
      expect(stored).toMatchObject({ status: ChatMessageStatus.timedOut, error: "模型响应超时", content: partial });
    } finally {
      await f.t.setSettings([["llm", "message_timeout", "120"]]);
    }
  });

  it("a connection dropped mid-stream fails the answer and keeps what arrived", async () => {
    f.ai.script({ kind: "answer", content: "第一段。第二段。第三段。第四段。", chunks: 4, dropAfter: 2 });
    const id = await askNew("断线");
    const stream = await readStream(f.t, member.token, id);
    expect(stream.lines.at(-1)).toEqual({ type: "end", id, status: ChatMessageStatus.failed, error: "模型服务连接中断" });
    expect(textOf(stream.lines, "content")).toBe("第一段。第二段。");
    expect(await storedAnswer(f.t, id)).toMatchObject({ status: ChatMessageStatus.failed, content: "第一段。第二段。", error: "模型服务连接中断" });
  });

  it("cancel stops the provider call mid-stream and keeps what was streamed", async () => {
    f.ai.script({ kind: "answer", content: "甲乙丙丁戊己庚辛壬癸".repeat(4), chunks: 40, intervalMs: 50 });
    const id = await askNew("停下");
    await waitFor(() => (runsOf(f.t.ctx).get(id)?.content.length ?? 0) >= 3);
    const cancelled = await f.t.call(apiRoutes.chat.cancelMessage, { token: member.token, body: { id } });
    expect(cancelled.status, cancelled.raw).toBe(200);
    expect(cancelled.body.status).toBe(ChatMessageStatus.cancelled);
    const kept = cancelled.body.content;
    expect(kept.length).toBeGreaterThanOrEqual(3);
    expect(kept.length).toBeLessThan(40);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await storedAnswer(f.t, id)).toMatchObject({ status: ChatMessageStatus.cancelled, content: kept, error: "" });
    const stream = await readStream(f.t, member.token, id);
    expect(textOf(stream.lines, "content")).toBe(kept);
    expect(stream.lines.at(-1)).toEqual({ type: "end", id, status: ChatMessageStatus.cancelled });
    const again = await f.t.call(apiRoutes.chat.cancelMessage, { token: member.token, body: { id } });
    expect(again.body).toMatchObject({ status: ChatMessageStatus.cancelled, content: kept });
  });

  it("stores the answer while it streams, so a crash loses little", async () => {
    f.ai.script({ kind: "answer", reasoning: "慢慢想", content: "一二三四五六七八九十".repeat(2), chunks: 20, intervalMs: 100 });
    const id = await askNew("边写边存");
    const midway = await waitFor(async () => {
      const row = await storedAnswer(f.t, id);
      return runsOf(f.t.ctx).get(id) && row.content.length > 0 && row;
    });
    expect(midway.status).toBe(ChatMessageStatus.generating);
    expect(midway.reasoning).toBe("慢慢想");
    expect(midway.content.length).toBeLessThan(20);
    expect(await finished(id)).toMatchObject({ status: ChatMessageStatus.completed, content: "一二三四五六七八九十".repeat(2) });
  });

  it("a client joining late first gets what was generated, and leaving the stream does not stop the answer", async () => {
    const full = "子丑寅卯辰巳午未申酉戌亥";
    f.ai.script({ kind: "answer", reasoning: "想一想", content: full, chunks: 12, intervalMs: 60 });
    const id = await askNew("晚到");
    await waitFor(() => (runsOf(f.t.ctx).get(id)?.content.length ?? 0) >= 4);
    const late = await readStream(f.t, member.token, id);
    const contents = late.lines.filter((line) => line.type === "content");
    expect(contents[0].type === "content" && contents[0].delta.length).toBeGreaterThanOrEqual(4);
    expect(textOf(late.lines, "content")).toBe(full);
    expect(textOf(late.lines, "reasoning")).toBe("想一想");
    expect(late.lines.map((line) => line.type).slice(0, 2)).toEqual(["references", "reasoning"]);

    // Over a real connection: read the first content line, hang up, and the answer still completes.
    f.ai.script({ kind: "answer", content: full, chunks: 12, intervalMs: 60 });
    const second = await askNew("挂断");
    const address = new URL(await f.t.app.listen({ port: 0, host: "127.0.0.1" }));
    const firstContent = await new Promise<string>((resolve, reject) => {
      const req = http.request(
        { host: address.hostname, port: address.port, path: "/api/v1/chat/message/stream", method: "POST", headers: { authorization: `Bearer ${member.token}`, "content-type": "application/json" } },
        (res) => {
          expect(res.statusCode).toBe(200);
          let seen = "";
          res.on("data", (part: Buffer) => {
            seen += part.toString("utf8");
            if (!seen.includes('"type":"content"')) return;
            req.destroy();
            resolve(seen);
          });
        },
      );
      req.on("error", (error) => (error.message === "socket hang up" ? undefined : reject(error)));
      req.end(JSON.stringify({ id: second }));
    });
    expect(firstContent.split("\n")[0]).toContain('"type":"references"');
    const done = await finished(second);
    expect(done).toMatchObject({ status: ChatMessageStatus.completed, content: full });
  });

  it("only the asker sees, follows or stops an answer", async () => {
    f.ai.script({ kind: "answer", content: "私密回答" });
    const topic = await newTopic(f.t, member.token);
    const sent = await ask(f.t, member.token, topic.id, "私密问题");
    const other = await createMember(f.t.ctx);
    const id = sent.body.answer.id;
    expect((await f.t.call(apiRoutes.chat.streamAnswer, { token: other.token, body: { id } })).status).toBe(404);
    expect((await f.t.call(apiRoutes.chat.cancelMessage, { token: other.token, body: { id } })).status).toBe(404);
    expect((await f.t.call(apiRoutes.chat.listMessages, { token: other.token, query: { topic_id: topic.id } })).status).toBe(404);
    expect((await ask(f.t, other.token, topic.id, "插话")).status).toBe(404);
    expect((await f.t.call(apiRoutes.chat.streamAnswer, { body: { id } })).status).toBe(401);
    expect((await f.t.request("POST", "/api/v1/chat/message/stream", { token: member.token, body: { id: "x" } })).status).toBe(400);
    expect((await readStream(f.t, member.token, id)).lines.at(-1)).toMatchObject({ status: ChatMessageStatus.completed });
  });
});
