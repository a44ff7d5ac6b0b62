import { sql } from "kysely";
import type { AppContext } from "../../apps/server/src/context.js";
import {
  createFixtureTables, saveFixtureDocuments, type FixtureDocument,
} from "../../apps/server/src/modules/search/test/fixture-source.js";
import { textGenerator } from "./synthetic-text.js";

/**
 * The search benchmark's synthetic library: Chinese and English with Zipf-like word frequencies, bodies of
 * 2,000–5,000 characters over 2–4 pages, and the fields that filters, facets and sorts read.
 */
export function libraryGenerator(seed = 20240613) {
  const { rnd, chinese, english, sentence } = textGenerator(seed);
  const exts = [".pdf", ".docx", ".pptx", ".xlsx", ".txt", ".epub"];
  const languages = ["zh-CN", "zh-CN", "zh-CN", "en", "ja"];
  return (id: number): FixtureDocument => {
    const length = 2000 + Math.floor(rnd() * 3000);
    let body = "";
    while (body.length < length) body += sentence();
    const pageCount = 2 + Math.floor(rnd() * 3);
    const pageLength = Math.ceil(body.length / pageCount);
    const pages = Array.from({ length: pageCount }, (_, i) => body.slice(i * pageLength, (i + 1) * pageLength));
    const title = Array.from({ length: 2 + Math.floor(rnd() * 4) }, chinese).join("") + (rnd() < 0.3 ? ` ${english()} ${english()}` : "");
    return {
      id, title, pages, keywords: [chinese(), chinese(), chinese()].join(","), description: sentence() + sentence(),
      ext: exts[Math.floor(rnd() * exts.length)], language: languages[Math.floor(rnd() * languages.length)],
      category_ids: [1 + Math.floor(rnd() * 20)], user_id: 1 + Math.floor(rnd() * 500), view_count: Math.floor(rnd() ** 3 * 100_000),
      download_count: Math.floor(rnd() ** 3 * 10_000), score: 100 + Math.floor(rnd() * 401), price: rnd() < 0.2 ? 1 + Math.floor(rnd() * 20) : 0,
      created_at: new Date(Date.UTC(2020, 0, 1) + id * 600_000).toISOString(),
    };
  };
}

/** Writes documents 1..count into the fixture source's tables; returns the seconds it took. */
export async function loadLibrary(ctx: AppContext, count: number): Promise<number> {
  const started = performance.now();
  await createFixtureTables(ctx);
  const next = libraryGenerator();
  const batch: FixtureDocument[] = [];
  for (let id = 1; id <= count; id++) {
    batch.push(next(id));
    if (batch.length === 500 || id === count) {
      await saveFixtureDocuments(ctx, batch.splice(0));
      if (id % 20_000 === 0) process.stdout.write(`  library ${id}/${count}\n`);
    }
  }
  return (performance.now() - started) / 1000;
}

/**
 * The bytes (UTF-8) of the text indexed: the page texts of the source (the library's documents, all indexed; the
 * index keeps no copy of them) and those the index keeps, titles, keywords and descriptions.
 */
export async function indexedTextBytes(ctx: AppContext): Promise<number> {
  const db = ctx.db.kysely;
  const bytes = (column: string) => (ctx.db.dialect === "postgres" ? sql`octet_length(${sql.ref(column)})` : sql`length(cast(${sql.ref(column)} as blob))`);
  const pages = await sql<{ n: number | null }>`select (select sum(${bytes("text")}) from fixture_search_page) + (select coalesce(sum(${bytes("text")}), 0) from search_page) as n`.execute(db);
  const items = await sql<{ n: number | null }>`select sum(${bytes("title")} + ${bytes("keywords")} + ${bytes("description")}) as n
    from search_item`.execute(db);
  return Number(pages.rows[0]?.n ?? 0) + Number(items.rows[0]?.n ?? 0);
}
