import type { ExpressionBuilder, OperandExpression } from "kysely";
import type { Database, Executor } from "../../db/schema.js";

/** Counters on the user row that other modules keep: each counts rows the module owns. */
export type UserCounts = Partial<Record<"doc_count" | "article_count" | "comment_count" | "favorite_count", OperandExpression<number>>>;

/** Sets counters of a user to what the counting module's queries return (one row, one column), in the caller's transaction. */
export async function setUserCounts(db: Executor, userId: number, counts: (eb: ExpressionBuilder<Database, "user">) => UserCounts): Promise<void> {
  await db.updateTable("user").set(counts).where("id", "=", userId).execute();
}
