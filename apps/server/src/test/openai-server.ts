/**
 * A local OpenAI-compatible server for tests (plain node:http), speaking the protocol the providers of spec §9
 * share: `POST /v1/chat/completions` (streamed as SSE or not), `POST /v1/embeddings`, `GET /v1/models`.
 *
 *   const ai = await startOpenAiServer({ apiKey: "sk-test-abcdefgh1234" });   // options all optional
 *   ai.baseUrl                      // "http://127.0.0.1:<port>/v1" — the model's base_url
 *   ai.script({ kind: "answer", content: "答案[^1]", reasoning: "先想想", chunks: 3 });
 *   ai.requests                     // every request: { method, path, headers, body (parsed JSON) }
 *   await ai.close();
 *
 * Keys: with `apiKey` set, a request without `Authorization: Bearer <apiKey>` gets 401
 * `{error: {message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key"}}`
 * (and consumes no script). `ai.apiKey` may be changed at any time; undefined accepts anything.
 *
 * Scripts: `script(...replies)` queues behaviours; each chat request takes the first queued reply meant for chat,
 * each embeddings request the first meant for embeddings (`kind: "embedding"`, or `endpoint: "embeddings"`).
 * - `{kind: "answer", content, reasoning?, reasoningField?, chunks?, reasoningChunks?, usage?, finishReason?,
 *   delayMs?, intervalMs?, dropAfter?}` — streamed (when the request says `stream: true`) as chunks of the exact
 *   chat.completion.chunk shape: a role chunk, `reasoningChunks` (default 2) reasoning deltas in
 *   `reasoningField` ("reasoning_content" by default, or "reasoning" as Ollama sends it), `chunks` (default 4)
 *   content deltas, a chunk with `finish_reason` ("stop"; null sends none), a usage chunk (`choices: []`) when the
 *   request asked `stream_options.include_usage` (usage false: never), then `data: [DONE]`. Not streamed: one
 *   chat.completion. Usage counts characters (prompt: every message; completion: reasoning + content) unless given.
 *   `delayMs` waits after the headers before the first chunk, `intervalMs` between chunks; `dropAfter: K` destroys
 *   the socket after K reasoning/content chunks (no finish, no [DONE]).
 * - `{kind: "error", status, message, type?, code?, rawBody?, delayMs?, endpoint?}` — that HTTP status with the
 *   OpenAI error body `{error: {message, type, param, code}}`, or `rawBody` as is (text/plain).
 * - `{kind: "reset", endpoint?}` — destroys the connection before any response (a connection error).
 * - `{kind: "embedding", dimensions?, delayMs?}` — the default embedding reply, with another vector length.
 * Nothing queued: chat answers `Echo: <last user message>` streamed in 4 chunks, with reasoning
 * `Thinking about: <last user message>` first when the body asks for thinking (`enable_thinking: true`,
 * `thinking: {type: "enabled"}` or `think: true`); embeddings are `hashedEmbedding(text, dimensions)`
 * (openai-embedding.ts: similar texts are near each other; `dimensions` option, default 64, or the request's
 * `dimensions`), as float arrays or base64 per `encoding_format`.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { UntypedJson } from "./harness.js";
import { hashedEmbedding } from "./openai-embedding.js";
import {
  asksThinking, base64Vector, chunk, completion, completionId, countUsage, errorBody, errorType, lastUserText, splitText, usageChunk,
  type ChatMessageIn, type Usage,
} from "./openai-server-replies.js";

export interface AnswerReply {
  kind: "answer";
  content: string;
  reasoning?: string;
  reasoningField?: "reasoning_content" | "reasoning";
  chunks?: number;
  reasoningChunks?: number;
  usage?: Usage | false;
  finishReason?: string | null;
  delayMs?: number;
  intervalMs?: number;
  dropAfter?: number;
}
export interface ErrorReply {
  kind: "error";
  status: number;
  message: string;
  type?: string;
  code?: string | null;
  rawBody?: string;
  delayMs?: number;
  endpoint?: "chat" | "embeddings";
}
export interface ResetReply {
  kind: "reset";
  endpoint?: "chat" | "embeddings";
}
export interface EmbeddingReply {
  kind: "embedding";
  dimensions?: number;
  delayMs?: number;
}
export type ScriptedReply = AnswerReply | ErrorReply | ResetReply | EmbeddingReply;

/** A JSON request body, its fields not yet checked. */
type RequestBody = Record<string, unknown>;
const modelOf = (body: RequestBody) => (typeof body.model === "string" ? body.model : "");

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: UntypedJson;
}

export interface OpenAiTestServer {
  baseUrl: string;
  requests: RecordedRequest[];
  apiKey: string | undefined;
  script(...replies: ScriptedReply[]): void;
  /** Replies queued and not yet taken. */
  pending(): number;
  close(): Promise<void>;
}

export interface OpenAiServerOptions {
  apiKey?: string;
  /** Vector length of the default embeddings (64). */
  dimensions?: number;
}

type Endpoint = "chat" | "embeddings";
const endpointOf = (reply: ScriptedReply): Endpoint =>
  reply.kind === "answer" ? "chat" : reply.kind === "embedding" ? "embeddings" : (reply.endpoint ?? "chat");

export async function startOpenAiServer(options: OpenAiServerOptions = {}): Promise<OpenAiTestServer> {
  const queue: ScriptedReply[] = [];
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const state = { apiKey: options.apiKey };

  const take = (endpoint: Endpoint) => {
    const at = queue.findIndex((reply) => endpointOf(reply) === endpoint);
    return at < 0 ? undefined : queue.splice(at, 1)[0];
  };

  /** Waits unless the client went away; false when it did. */
  const wait = (res: http.ServerResponse, ms = 0) =>
    new Promise<boolean>((resolve) => {
      if (ms <= 0 || res.destroyed) return resolve(!res.destroyed);
      const gone = () => {
        clearTimeout(timer);
        timers.delete(timer);
        resolve(false);
      };
      const timer = setTimeout(() => {
        timers.delete(timer);
        res.off("close", gone);
        resolve(!res.destroyed);
      }, ms);
      timers.add(timer);
      res.once("close", gone);
    });

  const send = (res: http.ServerResponse, text: string) =>
    new Promise<boolean>((resolve) => {
      if (res.destroyed || res.writableEnded) return resolve(false);
      res.write(text, (err) => resolve(!err));
    });

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    if (res.destroyed) return;
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };

  async function replyError(res: http.ServerResponse, reply: ErrorReply) {
    if (!(await wait(res, reply.delayMs))) return;
    if (reply.rawBody !== undefined) res.writeHead(reply.status, { "content-type": "text/plain" }).end(reply.rawBody);
    else json(res, reply.status, errorBody(reply.message, reply.type ?? errorType(reply.status), reply.code ?? null));
  }

  async function streamAnswer(res: http.ServerResponse, body: RequestBody, reply: AnswerReply, usage: Usage | undefined) {
    const id = completionId();
    const model = modelOf(body);
    const field = reply.reasoningField ?? "reasoning_content";
    const deltas = [
      ...splitText(reply.reasoning ?? "", reply.reasoningChunks ?? 2).map((text) => ({ [field]: text, content: null })),
      ...splitText(reply.content, reply.chunks ?? 4).map((text) => ({ content: text })),
    ];
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    res.flushHeaders();
    const event = (data: unknown) => send(res, `data: ${JSON.stringify(data)}\n\n`);
    if (!(await wait(res, reply.delayMs)) || !(await event(chunk(id, model, { role: "assistant", content: "" })))) return;
    for (const [n, delta] of deltas.entries()) {
      if (n > 0 && !(await wait(res, reply.intervalMs))) return;
      if (!(await event(chunk(id, model, delta)))) return;
      if (reply.dropAfter !== undefined && n + 1 >= reply.dropAfter) return void res.socket?.destroy();
    }
    if (reply.dropAfter !== undefined) return void res.socket?.destroy();
    if (!(await wait(res, reply.intervalMs))) return;
    const finish = reply.finishReason === undefined ? "stop" : reply.finishReason;
    if (finish !== null) await event(chunk(id, model, {}, finish));
    if (usage && (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage) await event(usageChunk(id, model, usage));
    if (await send(res, "data: [DONE]\n\n")) res.end();
  }

  async function answerChat(res: http.ServerResponse, body: RequestBody) {
    const messages = Array.isArray(body.messages) ? (body.messages as ChatMessageIn[]) : [];
    const scripted = take("chat");
    if (scripted?.kind === "error") return replyError(res, scripted);
    if (scripted?.kind === "reset") return void res.socket?.destroy();
    const last = lastUserText(messages);
    const reply: AnswerReply =
      scripted?.kind === "answer"
        ? scripted
        : { kind: "answer", content: `Echo: ${last}`, reasoning: asksThinking(body) ? `Thinking about: ${last}` : undefined };
    const usage = reply.usage === false ? undefined : (reply.usage ?? countUsage(messages, reply.reasoning ?? "", reply.content));
    if (body.stream === true) return streamAnswer(res, body, reply, usage);
    if (!(await wait(res, reply.delayMs))) return;
    const field = reply.reasoningField ?? "reasoning_content";
    json(res, 200, completion(modelOf(body), reply.content, reply.reasoning ?? "", field, usage ?? countUsage(messages, "", ""), reply.finishReason ?? "stop"));
  }

  async function answerEmbeddings(res: http.ServerResponse, body: RequestBody) {
    const scripted = take("embeddings");
    if (scripted?.kind === "error") return replyError(res, scripted);
    if (scripted?.kind === "reset") return void res.socket?.destroy();
    const input: unknown[] = Array.isArray(body.input) ? body.input : [body.input];
    if (input.length === 0 || input.some((text) => typeof text !== "string")) {
      return json(res, 400, errorBody("'input' must be a string or an array of strings", "invalid_request_error", null));
    }
    if (scripted?.kind === "embedding" && !(await wait(res, scripted.delayMs))) return;
    const dimensions = (scripted?.kind === "embedding" ? scripted.dimensions : undefined) ?? (typeof body.dimensions === "number" ? body.dimensions : undefined) ?? options.dimensions ?? 64;
    const data = (input as string[]).map((text, index) => {
      const vector = hashedEmbedding(text, dimensions);
      return { object: "embedding", index, embedding: body.encoding_format === "base64" ? base64Vector(vector) : vector };
    });
    const tokens = (input as string[]).reduce((n, text) => n + Array.from(text).length, 0);
    json(res, 200, { object: "list", data, model: modelOf(body), usage: { prompt_tokens: tokens, total_tokens: tokens } });
  }

  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on("data", (part: Buffer) => parts.push(part));
    req.on("end", () => {
      const raw = Buffer.concat(parts).toString("utf8");
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        /* recorded as text */
      }
      const path = (req.url ?? "/").split("?")[0];
      requests.push({ method: req.method ?? "", path, headers: req.headers, body });
      if (state.apiKey !== undefined && req.headers.authorization !== `Bearer ${state.apiKey}`) {
        return json(res, 401, errorBody("Incorrect API key provided", "invalid_request_error", "invalid_api_key"));
      }
      const fields = typeof body === "object" && body !== null ? (body as RequestBody) : undefined;
      const handled =
        req.method === "POST" && path === "/v1/chat/completions" && fields
          ? answerChat(res, fields)
          : req.method === "POST" && path === "/v1/embeddings" && fields
            ? answerEmbeddings(res, fields)
            : req.method === "GET" && path === "/v1/models"
              ? Promise.resolve(json(res, 200, { object: "list", data: [{ id: "wenku-test", object: "model", created: 0, owned_by: "wenku" }] }))
              : Promise.resolve(json(res, 404, errorBody(`Unknown request URL: ${req.method} ${path}`, "invalid_request_error", "unknown_url")));
      handled.catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get apiKey() {
      return state.apiKey;
    },
    set apiKey(value) {
      state.apiKey = value;
    },
    script: (...replies) => void queue.push(...replies),
    pending: () => queue.length,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
