import type { AppContext } from "../../context.js";

const HOUR_MS = 3_600_000;

/** The conversion queue for the dashboard: jobs per state, recent throughput, the oldest wait, recent failures. */
export async function queueOverview(ctx: AppContext) {
  const db = ctx.db.kysely;
  const now = Date.now();
  const hourAgo = new Date(now - HOUR_MS).toISOString();
  const dayAgo = new Date(now - 24 * HOUR_MS).toISOString();
  const byState = await db
    .selectFrom("conversion_job")
    .select(["state", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("state")
    .execute();
  const count = (state: string) => Number(byState.find((row) => row.state === state)?.count ?? 0);
  const retrying = await db
    .selectFrom("conversion_job")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("state", "=", "queued")
    .where("attempts", ">", 0)
    .executeTakeFirstOrThrow();
  const finished = (since: string) =>
    db
      .selectFrom("conversion_job as j")
      .leftJoin("converted_file as f", "f.hash", "j.hash")
      .select((eb) => [eb.fn.countAll<number>().as("jobs"), eb.fn.sum<number>("f.pages").as("pages")])
      .where("j.state", "=", "done")
      .where("j.finished_at", ">=", since)
      .executeTakeFirstOrThrow();
  const [lastHour, lastDay] = await Promise.all([finished(hourAgo), finished(dayAgo)]);
  const oldest = await db
    .selectFrom("conversion_job")
    .select((eb) => eb.fn.min("created_at").as("at"))
    .where("state", "=", "queued")
    .executeTakeFirst();
  const failures = await db
    .selectFrom("conversion_job")
    .select(["hash", "attempts", "last_error", "finished_at"])
    .where("state", "=", "failed")
    .orderBy("finished_at", "desc")
    .limit(10)
    .execute();
  return {
    queued: count("queued"),
    running: count("running"),
    failed: count("failed"),
    done: count("done"),
    retrying: Number(retrying.count),
    finished_last_hour: Number(lastHour.jobs),
    pages_last_hour: Number(lastHour.pages ?? 0),
    finished_last_day: Number(lastDay.jobs),
    pages_last_day: Number(lastDay.pages ?? 0),
    oldest_queued_at: (oldest?.at as string | null) ?? "",
    recent_failures: failures.map((f) => ({ ...f, finished_at: f.finished_at ?? "" })),
  };
}
