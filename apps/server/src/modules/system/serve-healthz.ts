import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { AppContext } from "../../context.js";

/** How long the check waits for the database: a load balancer's probe needs an answer, not a hang. */
const DATABASE_WAIT_MS = 2_000;

/** Whether the database answers a trivial query within DATABASE_WAIT_MS. */
async function databaseAnswers(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_WAIT_MS);
  });
  const selectOne = () => sql`select 1`.execute(ctx.db.kysely);
  // A pooled connection the database server ended (a restart, a terminated backend) fails its next query before the
  // pool learns of it; a second try gets a new connection, so only a database that still refuses reads as down.
  const answered = selectOne()
    .catch(selectOne)
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([answered, gaveUp]);
  } finally {
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
