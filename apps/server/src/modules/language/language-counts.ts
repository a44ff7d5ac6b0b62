import type { ExpressionBuilder, OperandExpression } from "kysely";
import type { Database, Executor } from "../../db/schema.js";

/** Sets a language's document `total` to what the documents module counts, in the caller's transaction. */
export async function setLanguageTotal(
  db: Executor,
  code: string,
  count: (eb: ExpressionBuilder<Database, "language">) => OperandExpression<number>,
): Promise<void> {
  await db.updateTable("language").set((eb) => ({ total: count(eb) })).where("code", "=", code).execute();
}
