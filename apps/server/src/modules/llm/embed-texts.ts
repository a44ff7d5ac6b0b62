import type { CreateEmbeddingResponse } from "openai/resources/embeddings";
import { LlmError, toLlmError } from "./llm-error.js";
import { openAiClient } from "./openai-client.js";
import type { ResolvedModel } from "./resolve-model.js";

/** Texts per /embeddings call; providers cap a call's inputs (DashScope at 10 for some models, most at 32 or more). */
export const embeddingBatchSize = 32;

/** A vector the provider sent as base64 (little-endian float32), as some do whatever the requested format. */
const decodeVector = (embedding: number[] | string): number[] =>
  typeof embedding === "string" ? Array.from(new Float32Array(new Uint8Array(Buffer.from(embedding, "base64")).buffer)) : embedding;

function vectorsOf(response: CreateEmbeddingResponse, expected: number): number[][] {
  const data = [...(response.data ?? [])].sort((a, b) => a.index - b.index);
  if (data.length !== expected) throw new LlmError("server", `模型服务返回的向量数量不对（应为 ${expected}，实为 ${data.length}）`);
  const vectors = data.map((item) => decodeVector(item.embedding as number[] | string));
  const length = vectors[0]?.length ?? 0;
  if (length === 0 || vectors.some((v) => v.length !== length || v.some((x) => typeof x !== "number" || !Number.isFinite(x)))) {
    throw new LlmError("server", "模型服务返回的向量无效");
  }
  return vectors;
}

/** One vector per text, in order, through the provider's /embeddings in batches of `batchSize`. */
export async function embedTexts(model: ResolvedModel, texts: string[], signal?: AbortSignal, batchSize = embeddingBatchSize): Promise<number[][]> {
  const client = openAiClient(model);
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += batchSize) {
    const input = texts.slice(start, start + batchSize);
    let response: CreateEmbeddingResponse;
    try {
      response = await client.embeddings.create({ model: model.model, input, encoding_format: "float" }, { signal });
    } catch (err) {
      throw toLlmError(err, signal);
    }
    const batch = vectorsOf(response, input.length);
    if (vectors.length && vectors[0].length !== batch[0].length) throw new LlmError("server", "模型服务返回的向量维度不一致");
    vectors.push(...batch);
  }
  return vectors;
}
