import { sql, type Kysely } from "kysely";
import unhomoglyph from "unhomoglyph";

/**
 * Usernames are now compared by their UTS #39 skeleton (Unicode's confusables.txt, through the pinned unhomoglyph
 * package), with hidden characters dropped, case ignored and a few more look-alikes folded: admin followed by a
 * Hangul filler or a tag character, or written adrnin, now looks like admin. Every stored skeleton is computed again
 * as modules/users/username-skeleton.ts did when this migration was written (copied here, so that a later change of
 * that file cannot change this step). Names are untouched. Accounts are taken by id: the first of names that now look
 * alike holds the skeleton, the later ones none (NULL, as migration 0008 left earlier look-alikes): they keep their
 * names and sign in by them exactly, and new names that look like either are refused.
 */
const hidden = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}\u2800]/gu;
const lookalikes: Record<string, string> = { l: "i", п: "n", ь: "b", κ: "k", τ: "t", χ: "x", ω: "w", ε: "e", η: "n", μ: "u" };
const foldLookalikes = (text: string) => Array.from(text, (c) => lookalikes[c] ?? c).join("");
const foldOnce = (text: string) =>
  foldLookalikes(unhomoglyph(foldLookalikes(text.normalize("NFKD").replace(hidden, ""))).toLowerCase().normalize("NFKD"));

function skeleton(username: string): string {
  let folded = username;
  for (let round = 0; round < 6; round++) {
    const next = foldOnce(folded);
    if (next === folded) break;
    folded = next;
  }
  return folded.normalize("NFC");
}

const BATCH = 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Cleared first: a row's new skeleton may be another row's old one, which the unique index would refuse.
  await sql`update "user" set username_skeleton = null`.execute(db);
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
}
