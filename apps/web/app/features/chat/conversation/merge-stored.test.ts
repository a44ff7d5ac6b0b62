import type { ChatMessage } from "@wenku/contract";
import { describe, expect, it } from "vitest";
import { topicTitleOf } from "../start/use-start-chat";
import { mergeStored } from "./use-conversation";

const message = (id: number, status: number, content: string): ChatMessage => ({
  id, topic_id: 1, user_id: 1, role: "assistant", content, reasoning: "", references: [], status, error: "", model_id: 0, model_title: "",
  enable_thinking: true, usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 }, created_at: "", updated_at: "",
});

describe("mergeStored", () => {
  it("takes the stored answers, except one the server has not finished storing while the stream has ended", () => {
    const local = [message(1, 2, "streamed [^9]"), message(2, 3, "partial")];
    const stored = [message(1, 2, "streamed"), message(2, 1, "parti")];
    expect(mergeStored(local, stored).map((m) => m.content)).toEqual(["streamed", "partial"]);
  });
});

describe("topicTitleOf", () => {
  it("is the question's first line, cut at 30 characters", () => {
    expect(topicTitleOf("  第一行\n第二行")).toBe("第一行");
    expect(topicTitleOf("字".repeat(40))).toBe(`${"字".repeat(30)}…`);
  });
});
