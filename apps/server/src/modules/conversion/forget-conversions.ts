import type { Executor } from "../../db/schema.js";

/** Removes the conversion rows of a file whose stored files are gone (storage garbage collection). */
export async function forgetConversions(db: Executor, hash: string): Promise<void> {
  await db.deleteFrom("converted_file").where("hash", "=", hash).execute();
  await db.deleteFrom("conversion_job").where("hash", "=", hash).execute();
}
