import { sql, type Kysely } from "kysely";

/**
 * Usernames are stored as typed from now on (they were NFKC-folded before, which nothing can undo); what keeps
 * look-alike names apart is `username_skeleton`, unique: the name folded as modules/users/username-skeleton.ts did
 * when this migration was written (copied here, so that a later change of that file cannot change this step).
 * Existing accounts whose skeletons already collide keep their names; only the first of them (by id) holds the
 * skeleton, the others none (NULL), and new names that look like either are refused.
 */
const capitalLookalikes: Record<string, string> = {
  А: "A", В: "B", Е: "E", Ѕ: "S", І: "I", Ј: "J", К: "K", М: "M", Н: "H", О: "O", Р: "P", С: "C", Т: "T", У: "Y", Х: "X", Ү: "Y", Ԛ: "Q", Ԝ: "W",
  Α: "A", Β: "B", Ε: "E", Ζ: "Z", Η: "H", Ι: "I", Κ: "K", Μ: "M", Ν: "N", Ο: "O", Ρ: "P", Τ: "T", Υ: "Y", Χ: "X",
};
const smallLookalikes: Record<string, string> = {
  а: "a", е: "e", о: "o", р: "p", с: "c", у: "y", х: "x", і: "i", ј: "j", ѕ: "s", ԁ: "d", һ: "h", ӏ: "i", ԛ: "q", ԝ: "w", ү: "y", п: "n", г: "r", ь: "b",
  α: "a", ο: "o", ρ: "p", ν: "v", ι: "i", κ: "k", τ: "t", χ: "x", υ: "u", ω: "w", ε: "e", η: "n", μ: "u",
  ı: "i", l: "i", ǀ: "i", "1": "i", ɑ: "a", ɡ: "g", "0": "o",
};
const foldEach = (text: string, table: Record<string, string>) => Array.from(text, (c) => table[c] ?? c).join("");
const skeleton = (username: string) => foldEach(foldEach(username.normalize("NFKC"), capitalLookalikes).toLowerCase(), smallLookalikes);

const BATCH = 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user").addColumn("username_skeleton", "text").execute();
  const taken = new Set<string>();
  for (let after = 0; ; ) {
    const { rows } = await sql<{ id: number | string; username: string }>`
      select id, username from "user" where id > ${after} order by id limit ${BATCH}
    `.execute(db);
    if (rows.length === 0) break;
    for (const row of rows) {
      const key = skeleton(row.username);
      if (taken.has(key)) continue;
      taken.add(key);
      await sql`update "user" set username_skeleton = ${key} where id = ${row.id}`.execute(db);
    }
    after = Number(rows[rows.length - 1].id);
  }
  await db.schema.createIndex("user_username_skeleton_uq").on("user").unique().column("username_skeleton").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("user_username_skeleton_uq").ifExists().execute();
  await db.schema.alterTable("user").dropColumn("username_skeleton").execute();
}
