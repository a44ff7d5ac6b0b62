import type { ExpressionBuilder, OperandExpression } from "kysely";
import type { Database, Executor } from "../../db/schema.js";

/**
 * Sets a category's `doc_count` to what the counting module's query returns (documents and articles count their
 * own rows), in the caller's transaction; with `type`, only a category of that CategoryType is touched.
 */
export async function setCategoryCount(
  db: Executor,
  categoryId: number,
  count: (eb: ExpressionBuilder<Database, "category">) => OperandExpression<number>,
  type?: number,
): Promise<void> {
  let update = db.updateTable("category").set((eb) => ({ doc_count: count(eb) })).where("id", "=", categoryId);
  if (type !== undefined) update = update.where("type", "=", type);
  await update.execute();
}
