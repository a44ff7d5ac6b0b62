import type { Transaction } from "kysely";
import type { Database } from "../../../db/schema.js";
import "../tables.js";

/**
 * Moves search_state.revision on, inside the transaction that changes the index (every write and every removal):
 * readers then refresh the item fields they copied and drop the match sets they kept. Returns the new revision.
 */
export async function advanceRevision(trx: Transaction<Database>): Promise<number> {
  const { revision } = await trx
    .updateTable("search_state")
    .set((eb) => ({ revision: eb("revision", "+", 1) }))
    .where("id", "=", 1)
    .returning("revision")
    .executeTakeFirstOrThrow();
  return Number(revision);
}
