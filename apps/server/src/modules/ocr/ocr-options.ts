import type { AppContext } from "../../context.js";
import type { OcrOptions } from "./ocr-types.js";
import { resolveChatModel } from "../llm/resolve-model.js";
import { transcribeImage } from "../llm/transcribe-image.js";

export interface ConversionOcr {
  options: OcrOptions;
  /** Why the configured vision engine is not used for this conversion (tesseract reads the pages instead). */
  problem?: string;
}

/**
 * The `ocr` settings as the conversion engine takes them, read fresh for every job. With engine `vision`, pages
 * go to the chat model `ocr.vision_model_id` (each call limited by `llm.message_timeout`); a model that is not
 * set, disabled or unreadable leaves tesseract in charge, and says why.
 */
export async function readConversionOcr(ctx: AppContext): Promise<ConversionOcr> {
  const group = await ctx.settings.group("ocr");
  const minTextChars = Number(group.min_text_chars);
  const options: OcrOptions = {
    enabled: group.enable !== "false",
    languages: (group.languages ?? "").trim() || "chi_sim+eng",
    minTextChars: Number.isFinite(minTextChars) && minTextChars >= 0 ? minTextChars : 20,
  };
  if (!options.enabled || group.engine !== "vision") return { options };
  const modelId = Math.floor(Number(group.vision_model_id) || 0);
  if (modelId <= 0) return { options, problem: "未设置视觉模型，已改用 tesseract (no vision model is set)" };
  let model;
  try {
    model = await resolveChatModel(ctx, modelId);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { options, problem: `视觉模型不可用，已改用 tesseract：${detail}` };
  }
  const timeoutMs = Math.max(10, (await ctx.settings.number("llm", "message_timeout")) || 120) * 1000;
  options.transcribe = (png, _page, signal) => transcribeImage(model, { png, signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) });
  return { options, problem: undefined };
}
