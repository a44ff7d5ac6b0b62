import type { ChatReference } from "@wenku/contract";
import { removeInvalidCitations } from "./citations.js";

export type PromptMessage = { role: "system" | "user" | "assistant"; content: string };
export type Turn = { question: string; answer: string };

export interface PromptInput {
  systemPrompt: string;
  references: ChatReference[];
  /** Earlier question–answer turns of the topic, oldest first. */
  history: Turn[];
  question: string;
  /** The model's context window in tokens; 0 when unknown. */
  contextSize: number;
}

const DEFAULT_CONTEXT = 8192;
const MAX_HISTORY_TURNS = 6;

/** Rough token count: a CJK character is about one token, other text about four characters per token. */
export function estimateTokens(text: string): number {
  const cjk = text.match(/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/g)?.length ?? 0;
  return cjk + Math.ceil((text.length - cjk) / 4);
}

function clipToTokens(text: string, tokens: number): string {
  if (estimateTokens(text) <= tokens) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (estimateTokens(text.slice(0, mid)) <= tokens) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low)}…`;
}

function excerptsBlock(references: ChatReference[], budget: number): string {
  if (references.length === 0) {
    return "文库中没有检索到与问题相关的文档片段。请说明无法根据文库回答，不要编造引用。";
  }
  const share = Math.max(64, Math.floor(budget / references.length));
  const lines = references.map((r) => `[${r.n}] 《${r.title}》第 ${r.page} 页: ${clipToTokens(r.content.replace(/\s+/g, " ").trim(), share)}`);
  return `以下是从文库中检索到的文档片段，编号从 1 开始。引用某个片段时在句末写 [^编号]，例如 [^1]；只能使用下面列出的编号。\n\n${lines.join("\n\n")}`;
}

/**
 * The messages sent to the model: the configured system prompt with the numbered excerpts, then the latest turns
 * of the topic that fit the model's context (a quarter kept for the answer), then the question.
 */
export function buildPrompt(input: PromptInput): PromptMessage[] {
  const context = input.contextSize > 0 ? input.contextSize : DEFAULT_CONTEXT;
  const available = Math.floor(context * 0.75) - estimateTokens(input.systemPrompt) - estimateTokens(input.question) - 200;
  const system = `${input.systemPrompt.trim()}\n\n${excerptsBlock(input.references, Math.floor(Math.max(available, 0) * 0.6))}`;
  let left = available - estimateTokens(system);
  const history: PromptMessage[] = [];
  for (const turn of [...input.history].reverse().slice(0, MAX_HISTORY_TURNS)) {
    // Markers of earlier answers numbered other excerpts.
    const answer = removeInvalidCitations(turn.answer, 0);
    const cost = estimateTokens(turn.question) + estimateTokens(answer) + 8;
    if (cost > left) break;
    left -= cost;
    history.unshift({ role: "user", content: turn.question }, { role: "assistant", content: answer });
  }
  return [{ role: "system", content: system }, ...history, { role: "user", content: input.question }];
}
