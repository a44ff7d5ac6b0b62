import { ChatMessageStatus, chatStreamLineSchema, type ChatStreamLine } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, newTopic, readStream, seedDocument, startChatFixture, storedAnswer, textOf, waitFor, type ChatFixture } from "../../test/chat-fixture.js";
import { testDialect } from "../../test/harness.js";
import { startTestRedis, type TestRedis } from "../../test/redis-server.js";
import { secondProcess, type SecondProcess } from "../../test/second-process.js";
import { startServeProcess } from "../../test/serve-process.js";
import { createMember, type Session } from "../documents/document-fixtures.js";
import { chatMessages } from "./chat-messages.js";
import { runsOf } from "./run-registry.js";

const parseLines = (raw: string) => raw.split("\n").filter(Boolean).map((line) => chatStreamLineSchema.parse(JSON.parse(line)));

/** What a stream says, its deltas put together: two streams of one answer agree on this. */
const summary = (lines: ChatStreamLine[]) => ({
  kinds: lines.map((line) => line.type).filter((kind, i, all) => kind !== all[i - 1]),
  references: lines.find((line) => line.type === "references"),
  reasoning: textOf(lines, "reasoning"),
  content: textOf(lines, "content"),
  usage: lines.find((line) => line.type === "usage"),
  end: lines.at(-1),
});

/** A stream request over a real connection, read as it arrives. */
async function openStream(server: URL, token: string, id: number) {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const res = await fetch(new URL("/api/v1/chat/message/stream", server), { method: "POST", headers, body: JSON.stringify({ id }) });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const more = async () => {
    const part = await reader.read();
    if (!part.done) text += decoder.decode(part.value, { stream: true });
    return !part.done;
  };
  return {
    async untilContent() {
      while (!text.includes('"type":"content"')) if (!(await more())) throw new Error(`the stream ended before any content: ${text}`);
    },
    async toEnd() {
      while (await more());
      return parseLines(text);
    },
  };
}

/**
 * Process 2 takes a runner silent for this long as gone (30 s in production, six heartbeats). The answers of this
 * file stream without a pause, so a live runner stores its progress every second (FLUSH_MS); 5 s without one is a
 * runner that stopped. Process 2 looks at the stored answer after 1 s without a line (5 s in production).
 */
const followerStaleMs = 5_000;
const followerSilenceMs = 1_000;

/** Two web processes on one database and one Redis; answers start on process 1 (`f.t`), process 2 follows or stops them. */
describe(`a chat answer followed and stopped from another web process (${testDialect})`, () => {
  let redis: TestRedis;
  let f: ChatFixture;
  let second: SecondProcess;
  let member: Session;
  let secondUrl: URL;

  const askOnFirst = async (question: string) => {
    const topic = await newTopic(f.t, member.token);
    const res = await ask(f.t, member.token, topic.id, question);
    expect(res.status, res.raw).toBe(200);
    return res.body.answer.id as number;
  };
  const streamOnSecond = async (id: number) => {
    const res = await second.request("POST", "/api/v1/chat/message/stream", { token: member.token, body: { id } });
    expect(res.status, res.raw).toBe(200);
    return parseLines(res.raw);
  };

  beforeAll(async () => {
    redis = await startTestRedis();
    f = await startChatFixture([["default_quota", "100"]], { redisUrl: redis.url });
    second = await secondProcess(f.t, undefined, { env: { redisUrl: redis.url, chatStaleMs: followerStaleMs, chatSilenceMs: followerSilenceMs } });
    member = await createMember(f.t.ctx);
    secondUrl = new URL(await second.server.app.listen({ port: 0, host: "127.0.0.1" }));
    await seedDocument(f.t, { userId: f.admin.id, title: "Vim 使用手册", pageTexts: ["撤销修改：在普通模式下按 u 撤销上一次修改。", "保存文件：输入 :w 保存。"] });
  });
  afterAll(async () => {
    await second?.close();
    await f?.close();
    await redis?.close();
  });

  it("joined on process 2 mid-answer: everything so far, then each new line, once and in order, as process 1 streams it", async () => {
    const full = "子丑寅卯辰巳午未申酉戌亥".repeat(2);
    f.ai.script({ kind: "answer", reasoning: "想一想", content: full, chunks: full.length, intervalMs: 80 });
    const id = await askOnFirst("vim 里怎么撤销？");
    await waitFor(() => (runsOf(f.t.ctx).get(id)?.content.length ?? 0) >= 6);
    expect(runsOf(second.ctx).get(id)).toBeUndefined();

    const [own, joined] = await Promise.all([readStream(f.t, member.token, id), streamOnSecond(id)]);
    expect(summary(joined)).toEqual(summary(own.lines));
    expect(summary(joined)).toMatchObject({ kinds: ["references", "reasoning", "content", "usage", "end"], reasoning: "想一想", content: full });
    expect(joined.at(-1)).toEqual({ type: "end", id, status: ChatMessageStatus.completed });
    const contents = joined.filter((line) => line.type === "content");
    // Caught up in one line (at least the 6 characters there were), then followed live, line by line.
    expect(contents[0].type === "content" && contents[0].delta.length).toBeGreaterThanOrEqual(6);
    expect(contents.length).toBeGreaterThan(1);
    const references = joined[0].type === "references" ? joined[0].references : [];
    expect(references[0]).toMatchObject({ n: 1, title: "Vim 使用手册" });

    // Once ended, process 2 sends the stored answer, as before.
    expect(summary(await streamOnSecond(id))).toEqual(summary(own.lines));
  });

  it("a cancel on process 2 stops the run on process 1 and keeps what was streamed", async () => {
    const full = "甲乙丙丁戊己庚辛壬癸".repeat(4);
    f.ai.script({ kind: "answer", content: full, chunks: full.length, intervalMs: 50 });
    const id = await askOnFirst("停下");
    await waitFor(() => (runsOf(f.t.ctx).get(id)?.content.length ?? 0) >= 3);
    const following = streamOnSecond(id);

    const cancelled = await second.request("PUT", "/api/v1/chat/message/cancel", { token: member.token, body: { id } });
    expect(cancelled.status, cancelled.raw).toBe(200);
    expect(cancelled.body).toMatchObject({ id, status: ChatMessageStatus.cancelled, error: "" });
    const kept = cancelled.body.content as string;
    expect(kept.length).toBeGreaterThanOrEqual(3);
    expect(kept.length).toBeLessThan(full.length);
    expect(full.startsWith(kept)).toBe(true);
    expect(runsOf(f.t.ctx).get(id)).toBeUndefined();
    expect(await storedAnswer(f.t, id)).toMatchObject({ status: ChatMessageStatus.cancelled, content: kept });

    const followed = await following;
    expect(textOf(followed, "content")).toBe(kept);
    expect(followed.at(-1)).toEqual({ type: "end", id, status: ChatMessageStatus.cancelled });
  });

  it("deleting the topic on process 2 stops its answer running on process 1", async () => {
    f.ai.script({ kind: "answer", content: "删".repeat(400), chunks: 400, intervalMs: 50 });
    const topic = await newTopic(f.t, member.token);
    const sent = await ask(f.t, member.token, topic.id, "会被删掉");
    const id = sent.body.answer.id as number;
    await waitFor(() => (runsOf(f.t.ctx).get(id)?.content.length ?? 0) >= 3);
    const removed = await second.request("DELETE", "/api/v1/chat/topic", { token: member.token, query: { id: topic.id } });
    expect(removed.status, removed.raw).toBe(200);
    // The answer would stream for 20 s more.
    await waitFor(() => runsOf(f.t.ctx).get(id) === undefined, 3_000);
    expect(await f.t.ctx.db.kysely.selectFrom("chat_message").select("id").where("topic_id", "=", topic.id).execute()).toEqual([]);
  });

  it("a follower whose runner is killed ends, with what was generated, once the answer is marked interrupted", async () => {
    const runner = await startServeProcess(f.t, { WENKU_REDIS_URL: redis.url });
    try {
      f.ai.script({ kind: "answer", content: "长".repeat(400), chunks: 400, intervalMs: 100 });
      const topic = await newTopic(f.t, member.token);
      const headers = { authorization: `Bearer ${member.token}`, "content-type": "application/json" };
      const sent = await fetch(`${runner.url}/api/v1/chat/message`, { method: "POST", headers, body: JSON.stringify({ topic_id: topic.id, content: "一直说" }) });
      expect(sent.status, runner.output()).toBe(200);
      const id = ((await sent.json()) as { answer: { id: number } }).answer.id;
      await waitFor(async () => (await storedAnswer(f.t, id)).content.length > 0);

      const stream = await openStream(secondUrl, member.token, id);
      await stream.untilContent();
      await runner.kill();
      const killedAt = Date.now();
      const lines = await stream.toEnd();
      // Bounded: the answer is marked interrupted the stale time after its last write, seen within one silence.
      expect(Date.now() - killedAt).toBeLessThan(followerStaleMs + 8_000);
      expect(lines.at(-1)).toEqual({ type: "end", id, status: ChatMessageStatus.failed, error: chatMessages.interrupted });
      const stored = await storedAnswer(f.t, id);
      expect(stored).toMatchObject({ status: ChatMessageStatus.failed, error: chatMessages.interrupted });
      expect(stored.content.length).toBeGreaterThan(0);
      expect(textOf(lines, "content").startsWith(stored.content)).toBe(true);
    } finally {
      await runner.kill();
    }
  }, 120_000);

  // Last: Redis is killed, then started again empty.
  it("while Redis is down, a follower still gets the whole answer, the rest read from the database", async () => {
    const full = "天地玄黄宇宙洪荒".repeat(4);
    f.ai.script({ kind: "answer", reasoning: "想一想", content: full, chunks: full.length, intervalMs: 100 });
    const id = await askOnFirst("Redis 停了");
    await waitFor(() => (runsOf(f.t.ctx).get(id)?.content.length ?? 0) >= 3);
    const stream = await openStream(secondUrl, member.token, id);
    await stream.untilContent();
    await redis.kill();
    try {
      const lines = await stream.toEnd();
      expect(summary(lines)).toMatchObject({ kinds: ["references", "reasoning", "content", "usage", "end"], reasoning: "想一想", content: full });
      expect(lines.at(-1)).toEqual({ type: "end", id, status: ChatMessageStatus.completed });
      expect(await storedAnswer(f.t, id)).toMatchObject({ status: ChatMessageStatus.completed, content: full });
    } finally {
      await redis.start();
    }
  });
});
