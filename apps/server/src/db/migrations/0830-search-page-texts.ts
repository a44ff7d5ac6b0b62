import { sql, type Kysely } from "kysely";
import { isPostgres } from "../columns.js";

/**
 * search_page stops keeping a copy of documents' page texts (the documents module keeps them in document_page;
 * search reads them from there through its source) and records each page's length. Articles' texts, rendered from
 * Markdown, stay in the index. The table is written anew so that the space of the copies is freed, not left in
 * dropped columns or rewritten rows. Document keys are even (modules/search/keys.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await sql`alter table search_page rename to search_page_previous`.execute(db);
  if (pg) await sql`alter table search_page_previous drop constraint search_page_pk`.execute(db);
  await sql`create table search_page (
    key ${pg ? sql`bigint` : sql`integer`} not null,
    page integer not null,
    segment integer not null,
    text text not null,
    length integer not null,
    plain integer not null default 0,
    constraint search_page_pk primary key (key, page)
  )`.execute(db);
  await sql`insert into search_page (key, page, segment, text, length, plain)
    select key, page, segment, case when key % 2 = 0 then '' else text end, ${pg ? sql`char_length(text)` : sql`length(text)`}, plain
    from search_page_previous`.execute(db);
  await sql`drop table search_page_previous`.execute(db);
}

export function down(): Promise<void> {
  return Promise.reject(new Error("search_page cannot take documents' texts back; restore a backup made before 0830 instead"));
}
