import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { AppContext } from "../../context.js";
import { PG_POOL_SIZE } from "../../db/database.js";

/** How long the check waits for the database: a load balancer's probe needs an answer, not a hang. */
const DATABASE_WAIT_MS = 2_000;

/** Whether the database answers a trivial query within DATABASE_WAIT_MS. */
async function databaseAnswers(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const gaveUp = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_WAIT_MS);
  });
  // A pooled connection the database server ended (a restart, a terminated backend) fails its next query before the
  // pool learns of it, and is then dropped from the pool. Under load the ended backends go one by one, so each try may
  // meet another; one more try than the pool holds reaches a new connection, so only a database that refuses reads as
  // down (a refused connection fails in milliseconds, so the tries stay cheap).
  const answered = (async () => {
    for (let attempt = 0; attempt <= PG_POOL_SIZE; attempt++) {
      try {
        await sql`select 1`.execute(ctx.db.kysely);
        return true;
      } catch {
        if (stopped) return false;
      }
    }
    return false;
  })();
  try {
    return await Promise.race([answered, gaveUp]);
  } finally {
    stopped = true;
    clearTimeout(timer);
  }
}

/**
 * GET /healthz, for load balancers and process supervisors: 200 {"status":"ok"} while the database answers, 503
 * otherwise. Cheap on purpose: no session, no settings, no rate limit, never cached.
 */
export function registerHealthz(ctx: AppContext) {
  return (app: FastifyInstance) => {
    app.get("/healthz", async (_request, reply) => {
      const up = await databaseAnswers(ctx);
      return reply
        .code(up ? 200 : 503)
        .header("Cache-Control", "no-store")
        .send(up ? { status: "ok" } : { status: "unavailable" });
    });
  };
}
