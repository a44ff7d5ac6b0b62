import { sql, type Kysely } from "kysely";
import type { AppContext } from "../../../context.js";
import type { Database } from "../../../db/schema.js";
import { registerSearchSource, type IndexableItem, type SourcePageText } from "../sources.js";

/** A document of the test and benchmark library: real rows in two fixture tables, read through a search source. */
export interface FixtureDocument {
  id: number;
  title: string;
  keywords?: string;
  description?: string;
  pages: string[];
  ext?: string;
  language?: string;
  category_ids?: number[];
  user_id?: number;
  created_at?: string;
  view_count?: number;
  download_count?: number;
  score?: number;
  price?: number;
  visible?: boolean;
}

interface FixtureRow {
  id: number;
  title: string;
  keywords: string;
  description: string;
  ext: string;
  language: string;
  category_ids: string;
  user_id: number;
  created_at: string;
  view_count: number;
  download_count: number;
  score: number;
  price: number;
  visible: number;
}

type FixtureDb = Kysely<Database & { fixture_search_document: FixtureRow; fixture_search_page: { document_id: number; page: number; text: string } }>;
const fixtureDb = (ctx: AppContext) => ctx.db.kysely as unknown as FixtureDb;

/** The source's tables; not named search_*, which the index's size (storageBytes) counts. */
export async function createFixtureTables(ctx: AppContext): Promise<void> {
  const db = ctx.db.kysely;
  await sql`create table if not exists fixture_search_document (id bigint primary key, title text not null, keywords text not null,
    description text not null, ext text not null, language text not null, category_ids text not null, user_id bigint not null,
    created_at text not null, view_count bigint not null, download_count bigint not null, score integer not null, price integer not null,
    visible integer not null)`.execute(db);
  await sql`create table if not exists fixture_search_page (document_id bigint not null, page integer not null, text text not null,
    primary key (document_id, page))`.execute(db);
}

function row(doc: FixtureDocument): FixtureRow {
  return {
    id: doc.id, title: doc.title, keywords: doc.keywords ?? "", description: doc.description ?? "", ext: doc.ext ?? ".pdf",
    language: doc.language ?? "zh-CN", category_ids: (doc.category_ids ?? []).join(","), user_id: doc.user_id ?? 1,
    created_at: doc.created_at ?? new Date(Date.UTC(2024, 0, 1) + doc.id * 3_600_000).toISOString(), view_count: doc.view_count ?? 0,
    download_count: doc.download_count ?? 0, score: doc.score ?? 300, price: doc.price ?? 0, visible: doc.visible === false ? 0 : 1,
  };
}

/** Inserts or replaces fixture documents (their pages included). */
export async function saveFixtureDocuments(ctx: AppContext, docs: FixtureDocument[]): Promise<void> {
  const db = fixtureDb(ctx);
  for (let i = 0; i < docs.length; i += 200) {
    const batch = docs.slice(i, i + 200);
    const ids = batch.map((d) => d.id);
    await db.deleteFrom("fixture_search_page").where("document_id", "in", ids).execute();
    await db.deleteFrom("fixture_search_document").where("id", "in", ids).execute();
    await db.insertInto("fixture_search_document").values(batch.map(row)).execute();
    const pages = batch.flatMap((d) => d.pages.map((text, p) => ({ document_id: d.id, page: p + 1, text })));
    for (let j = 0; j < pages.length; j += 500) await db.insertInto("fixture_search_page").values(pages.slice(j, j + 500)).execute();
  }
}

export async function deleteFixtureDocument(ctx: AppContext, id: number): Promise<void> {
  await fixtureDb(ctx).deleteFrom("fixture_search_page").where("document_id", "=", id).execute();
  await fixtureDb(ctx).deleteFrom("fixture_search_document").where("id", "=", id).execute();
}

export async function loadFixtureDocuments(ctx: AppContext, ids: number[]): Promise<Map<number, IndexableItem>> {
  const db = fixtureDb(ctx);
  const docs = await db.selectFrom("fixture_search_document").selectAll().where("id", "in", ids).execute();
  const pages = docs.length
    ? await db.selectFrom("fixture_search_page").select(["document_id", "page", "text"]).where("document_id", "in", docs.map((d) => d.id)).orderBy("document_id").orderBy("page").execute()
    : [];
  const pagesOf = new Map<number, Array<{ page: number; text: string }>>();
  for (const p of pages) {
    const list = pagesOf.get(Number(p.document_id)) ?? [];
    list.push({ page: p.page, text: p.text });
    pagesOf.set(Number(p.document_id), list);
  }
  return new Map(docs.map((doc) => [Number(doc.id), fixtureItem(doc, pagesOf.get(Number(doc.id)) ?? [])]));
}

export async function loadFixtureDocument(ctx: AppContext, id: number): Promise<IndexableItem | null> {
  return (await loadFixtureDocuments(ctx, [id])).get(id) ?? null;
}

function fixtureItem(doc: FixtureRow, pages: Array<{ page: number; text: string }>): IndexableItem {
  return {
    id: Number(doc.id), identifier: `fixture${doc.id}`, title: doc.title, keywords: doc.keywords, description: doc.description, pages,
    category_ids: doc.category_ids ? doc.category_ids.split(",").map(Number) : [], ext: doc.ext, language: doc.language,
    user_id: Number(doc.user_id), created_at: doc.created_at, view_count: Number(doc.view_count), download_count: Number(doc.download_count),
    score: doc.score, price: doc.price, page_count: pages.length, preview: 0, size: pages.reduce((n, p) => n + p.text.length, 0),
    hash: `hash${doc.id}`, visible: doc.visible === 1,
  };
}

export async function listFixtureIds(ctx: AppContext, afterId: number, limit: number): Promise<number[]> {
  const rows = await fixtureDb(ctx).selectFrom("fixture_search_document").select("id").where("id", ">", afterId).orderBy("id").limit(limit).execute();
  return rows.map((r) => Number(r.id));
}

/** The texts of the wanted pages (id → pages) from the fixture tables, as a source that keeps them (see SearchSource). */
export async function fixturePageTexts(ctx: AppContext, wanted: Map<number, number[]>): Promise<SourcePageText[]> {
  if (wanted.size === 0) return [];
  const rows = await fixtureDb(ctx)
    .selectFrom("fixture_search_page")
    .select(["document_id", "page", "text"])
    .where("document_id", "in", [...wanted.keys()])
    .where("page", "in", [...new Set([...wanted.values()].flat())])
    .execute();
  return rows.map((r) => ({ id: Number(r.document_id), page: r.page, text: r.text })).filter((r) => wanted.get(r.id)!.includes(r.page));
}

/** Registers the fixture tables as the document source; returns the function that restores the previous one. */
export function useFixtureSource(): () => void {
  return registerSearchSource("document", {
    load: loadFixtureDocument, loadMany: loadFixtureDocuments, listIds: listFixtureIds, pageTexts: fixturePageTexts,
  });
}
