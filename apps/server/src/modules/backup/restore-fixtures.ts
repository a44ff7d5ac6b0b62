import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type Db } from "../../db/database.js";
import { onPgTestServer, dropInBackground } from "../../test/pg-test-server.js";
import { startTestS3, type TestS3 } from "../../test/s3-server.js";
import { testDatabaseName } from "../../test/test-database-name.js";
import { createStorageFromEnv } from "../storage/storage-config.js";
import type { Storage } from "../storage/storage.js";

/** A place a site can be restored into, as the environment of a server started on it would name it. */
export interface RestorePlace {
  label: string;
  env: Record<string, string>;
  /** The harness's overrides for a server on this place (database and data folder). */
  serverEnv: { databaseUrl: string; dataDir: string };
  db(): Db;
  site(): Storage;
  close(): Promise<void>;
}

/** SQLite and files in a data folder of its own. */
export function sqlitePlace(): RestorePlace {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-restore-"));
  const databaseUrl = `sqlite:${path.join(dataDir, "wenku.db")}`;
  return {
    label: "SQLite + local files",
    env: { DATABASE_URL: databaseUrl, WENKU_DATA_DIR: dataDir, WENKU_STORAGE: "local" },
    serverEnv: { databaseUrl, dataDir },
    db: () => openDatabase({ databaseUrl, dataDir }),
    site: () => createStorageFromEnv(dataDir, { WENKU_STORAGE: "local" }),
    close: () => fs.promises.rm(dataDir, { recursive: true, force: true }),
  };
}

/** A new database on the test PostgreSQL server (WENKU_TEST_PG) and a bucket on a local S3 server. */
export async function postgresS3Place(): Promise<RestorePlace> {
  const name = testDatabaseName("wenku_restore");
  await onPgTestServer(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.WENKU_TEST_PG!);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const s3: TestS3 = await startTestS3();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-restore-"));
  return {
    label: "PostgreSQL + S3",
    env: { DATABASE_URL: databaseUrl, WENKU_DATA_DIR: dataDir, ...s3.env },
    serverEnv: { databaseUrl, dataDir },
    db: () => openDatabase({ databaseUrl, dataDir }),
    site: () => createStorageFromEnv(dataDir, s3.env),
    close: async () => {
      await s3.close();
      dropInBackground(name);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
