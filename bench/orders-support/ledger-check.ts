import { sql } from "kysely";
import type { AppContext } from "../../apps/server/src/context.js";
import type { SeededOrder } from "./seed.js";

export interface LedgerCheck {
  ok: boolean;
  users: number;
  orders: number;
  problems: string[];
  outcomes: Record<string, number>;
}

/**
 * After the run: every user's balance equals the sum of their ledger; every order is paid, was settled by exactly one
 * notification and credited by exactly one ledger row of its quantity; the other copies read "duplicate".
 */
export async function checkLedger(ctx: AppContext, orders: SeededOrder[], copies: number): Promise<LedgerCheck> {
  const db = ctx.db.kysely;
  const problems: string[] = [];
  const mismatched = await db
    .selectFrom("user as u")
    .leftJoin(db.selectFrom("credit_ledger").select(["user_id", sql<number>`sum(delta)`.as("total")]).groupBy("user_id").as("l"), "l.user_id", "u.id")
    .select(["u.id", "u.credit_count", "l.total"])
    .where(sql<boolean>`u.credit_count <> coalesce(l.total, 0)`)
    .execute();
  if (mismatched.length) problems.push(`${mismatched.length} users whose balance differs from their ledger`);
  const users = Number((await db.selectFrom("user").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

  const paid = Number((await db.selectFrom("orders").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", 2).executeTakeFirstOrThrow()).n);
  if (paid !== orders.length) problems.push(`${paid} paid orders, expected ${orders.length}`);
  const outcomeRows = await db.selectFrom("payment_notification").select(["outcome", (eb) => eb.fn.countAll<number>().as("n")]).where("provider", "=", "xunhupay").groupBy("outcome").execute();
  const outcomes = Object.fromEntries(outcomeRows.map((r) => [r.outcome, Number(r.n)]));
  const settledOrders = Number(
    (await db.selectFrom("payment_notification").select((eb) => eb.fn.count<number>("order_no").distinct().as("n")).where("outcome", "=", "settled").executeTakeFirstOrThrow()).n,
  );
  if ((outcomes.settled ?? 0) !== orders.length || settledOrders !== orders.length) problems.push(`${outcomes.settled ?? 0} settlements of ${settledOrders} distinct orders, expected ${orders.length}`);
  if ((outcomes.duplicate ?? 0) !== orders.length * (copies - 1)) problems.push(`${outcomes.duplicate ?? 0} duplicates, expected ${orders.length * (copies - 1)}`);
  const recharged = await db
    .selectFrom("credit_ledger")
    .select([(eb) => eb.fn.countAll<number>().as("rows"), (eb) => eb.fn.sum<number>("delta").as("credits")])
    .where("reason", "=", "recharge")
    .executeTakeFirstOrThrow();
  const expectedCredits = orders.reduce((sum, o) => sum + o.quantity, 0);
  if (Number(recharged.rows) !== orders.length || Number(recharged.credits) !== expectedCredits) {
    problems.push(`${recharged.rows} recharge ledger rows of ${recharged.credits} credits, expected ${orders.length} of ${expectedCredits}`);
  }
  return { ok: problems.length === 0, users, orders: paid, problems, outcomes };
}
