import OpenAI from "openai";

/** Milliseconds from `start` until the first content delta of a streamed chat completion, called directly. */
export async function directFirstToken(baseUrl: string, apiKey: string, model: string, question: string): Promise<number> {
  const client = new OpenAI({ baseURL: baseUrl, apiKey, maxRetries: 0 });
  const started = performance.now();
  const stream = await client.chat.completions.create({ model, stream: true, messages: [{ role: "user", content: question }] });
  let first = Number.NaN;
  for await (const chunk of stream) {
    if (Number.isNaN(first) && chunk.choices[0]?.delta?.content) first = performance.now() - started;
  }
  return first;
}

async function postJson(base: string, path: string, token: string, body: unknown): Promise<Response> {
  return fetch(base + path, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });
}

/** Milliseconds from sending a question through our API until its stream's references line and its first content line. */
export interface OurTimes {
  references: number;
  first: number;
}

/**
 * Times a question sent through our API (create the message, open its stream): until the references line (HTTP,
 * quota, retrieval) and until the first content line (then the prompt, the provider's first token and our relay).
 */
export async function ourFirstToken(base: string, token: string, topicId: number, question: string): Promise<OurTimes> {
  const started = performance.now();
  const created = await postJson(base, "/api/v1/chat/message", token, { topic_id: topicId, content: question, model_id: 0, enable_thinking: false });
  if (!created.ok) throw new Error(`message: ${created.status} ${await created.text()}`);
  const { answer } = (await created.json()) as { answer: { id: number } };
  const stream = await postJson(base, "/api/v1/chat/message/stream", token, { id: answer.id });
  if (!stream.ok || !stream.body) throw new Error(`stream: ${stream.status} ${await stream.text()}`);
  const decoder = new TextDecoder();
  let buffered = "";
  const times: OurTimes = { references: Number.NaN, first: Number.NaN };
  // Node's web streams are async iterable; its types do not say so.
  for await (const bytes of stream.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(bytes, { stream: true });
    let newline: number;
    while ((newline = buffered.indexOf("\n")) >= 0) {
      const line = JSON.parse(buffered.slice(0, newline)) as { type: string };
      buffered = buffered.slice(newline + 1);
      if (line.type === "references") times.references = performance.now() - started;
      if (Number.isNaN(times.first) && line.type === "content") times.first = performance.now() - started;
    }
  }
  return times;
}
