import type { ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";
import { LlmError, requestAborted, toLlmError } from "./llm-error.js";
import { openAiClient } from "./openai-client.js";
import type { ResolvedModel } from "./resolve-model.js";
import { thinkTagSplitter } from "./think-tag-splitter.js";
import { thinkingFields } from "./thinking-fields.js";

export const TRANSCRIBE_PROMPT =
  "请逐字转写这张文档页面图片中的全部文字，保持原有的阅读顺序和段落，不要翻译、总结或添加任何说明；页面没有文字时回答空。" +
  " Transcribe all text on this document page exactly, in reading order, without translating, summarising or commenting.";

export interface TranscribeRequest {
  png: Buffer;
  signal: AbortSignal;
  prompt?: string;
  maxTokens?: number;
}

/**
 * The text a vision-capable chat model reads from one page image: one non-streamed chat completion whose user
 * message carries the instruction and the image as an OpenAI `image_url` part (a base64 PNG data URL), thinking
 * switched off. Reasoning a model wraps in `<think>` is dropped. Throws LlmError.
 */
export async function transcribeImage(model: ResolvedModel, request: TranscribeRequest): Promise<string> {
  const body: ChatCompletionCreateParamsNonStreaming = {
    model: model.model,
    stream: false,
    messages: [
      {
        role: "user",
        content: [
          { type: "text", text: request.prompt ?? TRANSCRIBE_PROMPT },
          { type: "image_url", image_url: { url: `data:image/png;base64,${request.png.toString("base64")}` } },
        ],
      },
    ],
    ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
    ...thinkingFields(model.thinkingSwitch, false),
  };
  let content: string;
  try {
    const completion = await openAiClient(model).chat.completions.create(body, { signal: request.signal });
    content = completion.choices?.[0]?.message?.content ?? "";
  } catch (err) {
    throw toLlmError(err, request.signal);
  }
  const splitter = thinkTagSplitter();
  const split = splitter.push(content);
  const text = split.content + splitter.flush().content;
  if (request.signal.aborted) throw new LlmError("aborted", requestAborted);
  return text;
}
