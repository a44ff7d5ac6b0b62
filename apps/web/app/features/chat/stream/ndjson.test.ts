import { ChatMessageStatus, type ChatMessage } from "@wenku/contract";
import { describe, expect, it } from "vitest";
import { applyStreamLine } from "./apply-line";
import { ndjsonLines, parseStreamLine } from "./ndjson";

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function collect(chunks: Uint8Array[]): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of ndjsonLines(streamOf(chunks))) lines.push(line);
  return lines;
}

describe("ndjsonLines", () => {
  it("yields complete lines across chunk boundaries, multi-byte characters split in two included", async () => {
    const bytes = new TextEncoder().encode('{"type":"content","delta":"中文"}\n\n{"type":"end","id":1,"status":2}');
    const cut = bytes.indexOf(0xe4) + 1; // inside the first Chinese character
    const lines = await collect([bytes.slice(0, cut), bytes.slice(cut, cut + 10), bytes.slice(cut + 10)]);
    expect(lines).toEqual(['{"type":"content","delta":"中文"}', '{"type":"end","id":1,"status":2}']);
  });
});

describe("parseStreamLine and applyStreamLine", () => {
  const empty: ChatMessage = {
    id: 7, topic_id: 1, user_id: 1, role: "assistant", content: "", reasoning: "", references: [], status: 0, error: "",
    model_id: 0, model_title: "", enable_thinking: true, usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    created_at: "", updated_at: "",
  };

  it("builds the answer from its lines and skips lines it does not know", () => {
    const lines = [
      '{"type":"references","references":[{"n":1,"document_id":3,"uuid":"u","title":"T","page":4,"score":0.91,"content":"x"}]}',
      '{"type":"reasoning","delta":"想"}',
      "not json",
      '{"type":"mystery"}',
      '{"type":"content","delta":"答案"}',
      '{"type":"content","delta":"[^1]"}',
      '{"type":"end","id":7,"status":3}',
    ];
    const answer = lines.map(parseStreamLine).reduce((m, line) => (line ? applyStreamLine(m, line) : m), empty);
    expect(answer.content).toBe("答案[^1]");
    expect(answer.reasoning).toBe("想");
    expect(answer.references[0]?.page).toBe(4);
    expect(answer.status).toBe(ChatMessageStatus.cancelled);
  });
});
