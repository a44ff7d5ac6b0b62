import pg from "pg";

/**
 * Statements on the PostgreSQL test server itself (WENKU_TEST_PG): CREATE and DROP DATABASE, on one connection per
 * test process instead of one per statement (every test server creates a database). What made CREATE DATABASE slow
 * (0.6 s) was the file system under the server, not the connection: docs/testing.md.
 */
let connection: Promise<pg.Client> | undefined;

function connect(): Promise<pg.Client> {
  const opening = (async () => {
    const client = new pg.Client({ connectionString: process.env.WENKU_TEST_PG });
    // A lost connection is replaced at the next statement.
    const forget = () => {
      if (connection === opening) connection = undefined;
    };
    client.on("error", forget);
    client.on("end", forget);
    await client.connect();
    return client;
  })();
  opening.catch(() => {
    if (connection === opening) connection = undefined;
  });
  return (connection = opening);
}

export async function onPgTestServer(statement: string): Promise<void> {
  await (await (connection ?? connect())).query(statement);
}

/**
 * Drops a test database without making the test wait: DROP DATABASE … WITH (FORCE) waits in steps of 100 ms for the
 * backends of the closed pool to exit. On a connection of its own, so a CREATE never queues behind a DROP.
 */
let dropping: Promise<pg.Client> | undefined;

export function dropInBackground(name: string): void {
  dropping ??= (async () => {
    const client = new pg.Client({ connectionString: process.env.WENKU_TEST_PG });
    client.on("error", () => (dropping = undefined));
    await client.connect();
    return client;
  })();
  dropping
    .then((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    .catch((error: unknown) => console.error(`could not drop test database ${name}:`, error));
}
