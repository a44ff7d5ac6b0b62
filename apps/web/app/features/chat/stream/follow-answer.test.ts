import { ChatMessageStatus, type ChatStreamLine } from "@wenku/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { followAnswer, type StreamAttempt } from "./follow-answer";

const content = (delta: string): ChatStreamLine => ({ type: "content", delta });
const end: ChatStreamLine = { type: "end", id: 7, status: ChatMessageStatus.completed };

/** Connections as the server answers them, one per call: its lines, then how it closes. */
function connections(plan: Array<{ lines: ChatStreamLine[]; close: "end" | "drop" | number }>): { attempt: StreamAttempt; made: () => number } {
  let made = 0;
  const attempt: StreamAttempt = (onLine) => {
    const step = plan[made++];
    if (typeof step.close === "number") return Promise.reject(new ApiError(step.close, `status ${step.close}`));
    for (const line of step.lines) onLine(line);
    return Promise.resolve();
  };
  return { attempt, made: () => made };
}

/** What a reader shows: the replay resets it, as use-answer-stream does. */
function reader() {
  let text = "";
  const lines: ChatStreamLine[] = [];
  return {
    onLine: (line: ChatStreamLine) => {
      lines.push(line);
      if (line.type === "content") text += line.delta;
    },
    onReplay: () => (text = ""),
    text: () => text,
    lines,
  };
}

describe("following an answer across dropped connections", () => {
  it("connects again after a drop and a 502, and shows the replayed answer once", async () => {
    const server = connections([
      { lines: [content("天地")], close: "drop" },
      { lines: [], close: 502 },
      { lines: [content("天地"), content("玄黄"), end], close: "end" },
    ]);
    const shown = reader();
    await followAnswer(server.attempt, shown.onLine, undefined, { onReplay: shown.onReplay, pauseMs: 1 });
    expect(server.made()).toBe(3);
    expect(shown.text()).toBe("天地玄黄");
    expect(shown.lines.at(-1)).toEqual(end);
  });

  it("does not ask again after a refusal", async () => {
    const server = connections([{ lines: [], close: 403 }]);
    const shown = reader();
    await expect(followAnswer(server.attempt, shown.onLine, undefined, { onReplay: shown.onReplay, pauseMs: 1 })).rejects.toMatchObject({ status: 403 });
    expect(server.made()).toBe(1);
  });

  it("gives up after its attempts when the stream keeps ending without its end line", async () => {
    const server = connections(Array.from({ length: 3 }, () => ({ lines: [content("半")], close: "drop" as const })));
    const shown = reader();
    await expect(followAnswer(server.attempt, shown.onLine, undefined, { onReplay: shown.onReplay, attempts: 3, pauseMs: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(server.made()).toBe(3);
  });

  it("stops when the page gives up", async () => {
    const abort = new AbortController();
    const server = connections([{ lines: [content("半")], close: "drop" }, { lines: [end], close: "end" }]);
    const shown = reader();
    const following = followAnswer(server.attempt, shown.onLine, abort.signal, { onReplay: shown.onReplay, pauseMs: 10_000 });
    abort.abort();
    await following;
    expect(server.made()).toBe(1);
  });
});
