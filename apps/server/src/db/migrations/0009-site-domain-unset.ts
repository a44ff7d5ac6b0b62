import type { Kysely } from "kysely";

/** The config table as it was when this migration was written. */
interface ConfigTables {
  config: { category: string; name: string; value: string };
}

/**
 * system.domain used to default to http://localhost:8880, and saving the basic settings form stored that default.
 * No site is reached there by anyone else, so a stored http://localhost:8880 becomes unset (""): absolute links then
 * follow the address each request came to, and the dashboard asks for the real one.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<ConfigTables>;
  await db
    .updateTable("config")
    .set({ value: "" })
    .where("category", "=", "system")
    .where("name", "=", "domain")
    .where("value", "in", ["http://localhost:8880", "http://localhost:8880/"])
    .execute();
}
