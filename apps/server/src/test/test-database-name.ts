import crypto from "node:crypto";
import path from "node:path";
import { expect } from "vitest";
import { testFileTag } from "./test-file-tag.js";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

/**
 * `<prefix>_<tag of the running test file>_<random>`: a new database's name on the PostgreSQL test server. The tag lets
 * scripts/postgres-pass/record.ts trace each statement in the server's log back to the test file that caused it.
 */
export function testDatabaseName(prefix: string): string {
  const testPath = expect.getState().testPath;
  const tag = testPath ? testFileTag(path.relative(repoRoot, testPath)) : "none";
  return `${prefix}_${tag}_${crypto.randomBytes(4).toString("hex")}`;
}
