import type pg from "pg";

/**
 * Keeps a dropped PostgreSQL connection (a restart, a fast shutdown, DROP DATABASE … WITH (FORCE)) from ending the
 * process. An idle one reports it on the pool; one checked out between two statements (inside a transaction, say)
 * reports it on its client, where without a listener Node throws the unhandled 'error' event. Either way the
 * connection's next statement fails (answered 503: http/framework-errors.ts), the pool discards it when it is
 * released, and the next use opens a new one.
 */
export function surviveDroppedConnections(pool: pg.Pool): void {
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
}
