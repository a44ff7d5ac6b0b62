import { franc } from "franc";
import type { AppContext } from "../../context.js";
import { live, unique } from "../../db/list-query.js";
import { codesByDetectorCode } from "../language/detector-codes.js";
import { setLanguageOfDocuments } from "./batch-documents.js";
import { readContent } from "./document-content.js";

/** Enough text to tell a language apart; reading more costs time and changes nothing. */
const SAMPLE_CHARS = 20_000;
const MAX_PARAGRAPH_CHARS = 2000;
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** How much a paragraph says: its words, a Chinese, Japanese or Korean character counting as a word. */
function amountOf(text: string): number {
  let amount = 0;
  for (const run of text.match(/\p{L}+/gu) ?? []) amount += run.match(cjk)?.length || 1;
  return amount;
}

/**
 * The language most of the text is in. Each paragraph is detected on its own and counts by how much it says, so a
 * Chinese document with an English licence header or English terms is still Chinese (detecting the whole text at
 * once, the Latin letters of a few English lines outnumber the characters of many Chinese ones).
 */
export function detectLanguage(text: string, detectorCodes: string[]): string | undefined {
  const amounts = new Map<string, number>();
  for (const paragraph of text.split(/\n\s*\n|\f/)) {
    const sample = paragraph.slice(0, MAX_PARAGRAPH_CHARS);
    const language = franc(sample, { only: detectorCodes, minLength: 10 });
    if (language !== "und") amounts.set(language, (amounts.get(language) ?? 0) + amountOf(sample));
  }
  let best: string | undefined;
  for (const [language, amount] of amounts) if (!best || amount > amounts.get(best)!) best = language;
  return best;
}

/**
 * PUT /api/v1/document/detect/language: sets each document's language to the enabled language its title,
 * description and extracted text are in. A document whose language cannot be told keeps the one it has.
 */
export async function detectDocumentLanguages(ctx: AppContext, documentIds: number[]): Promise<Array<{ id: number; title: string; language: string }>> {
  const db = ctx.db.kysely;
  const enabled = await db.selectFrom("language").select("code").where("enable", "=", 1).orderBy("sort", "desc").execute();
  const byDetector = codesByDetectorCode(enabled.map((l) => l.code));
  const documents = await db
    .selectFrom("document")
    .select(["id", "title", "description", "hash", "language"])
    .where("id", "in", unique(documentIds))
    .where(live())
    .orderBy("id")
    .execute();
  const detected = new Map<string, number[]>();
  const result: Array<{ id: number; title: string; language: string }> = [];
  for (const doc of documents) {
    const content = doc.hash ? await readContent(db, doc.hash, { limit: SAMPLE_CHARS }) : "";
    const found = detectLanguage(`${doc.title}\n\n${doc.description}\n\n${content}`, [...byDetector.keys()]);
    const language = found ? byDetector.get(found)! : doc.language;
    if (language !== doc.language) detected.set(language, [...(detected.get(language) ?? []), Number(doc.id)]);
    result.push({ id: Number(doc.id), title: doc.title, language });
  }
  for (const [language, ids] of detected) await setLanguageOfDocuments(ctx, ids, language);
  return result;
}
