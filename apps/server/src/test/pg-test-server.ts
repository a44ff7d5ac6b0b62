import pg from "pg";

/**
 * A connection to the PostgreSQL test server itself (WENKU_TEST_PG) kept for this test process, opened again at the
 * next use once lost.
 */
function keptConnection(): () => Promise<pg.Client> {
  let connection: Promise<pg.Client> | undefined;
  return () => {
    if (connection) return connection;
    const opening = (async () => {
      const client = new pg.Client({ connectionString: process.env.WENKU_TEST_PG });
      const forget = () => {
        if (connection === opening) connection = undefined;
      };
      client.on("error", forget);
      client.on("end", forget);
      await client.connect().catch((error: unknown) => {
        forget();
        throw error;
      });
      return client;
    })();
    return (connection = opening);
  };
}

/**
 * CREATE and DROP DATABASE and the like, on one connection per test process instead of one per statement (every test
 * server creates a database). What made CREATE DATABASE slow (0.6 s) was the file system under the server, not the
 * connection: docs/testing.md.
 */
const statements = keptConnection();

export async function onPgTestServer(statement: string): Promise<void> {
  await (await statements()).query(statement);
}

/**
 * Drops a test database without making the test wait: DROP DATABASE … WITH (FORCE) waits in steps of 100 ms for the
 * backends of the closed pool to exit. On a connection of its own, so a CREATE never queues behind a DROP.
 */
const drops = keptConnection();

export function dropInBackground(name: string): void {
  drops()
    .then((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    .catch((error: unknown) => console.error(`could not drop test database ${name}:`, error));
}
