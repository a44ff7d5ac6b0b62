import fs from "node:fs";
import path from "node:path";
import type { RecordedFile } from "./select-files.js";

const root = path.resolve(import.meta.dirname, "../..");

/** Names of tests about how the database behaves, not only what it is asked: races, processes, migrations, odd input. */
const behaviourNames = /concurren|cluster|two-pools|faults|migration|bad-input|lease|pool-errors|across-processes/;

/**
 * Why a test file stays in the PostgreSQL pass whatever statements it shares with others, or undefined: its name
 * says it tests the database's behaviour, its source branches on the dialect or reads WENKU_TEST_PG, or no statement
 * of its was traced (it made its databases otherwise).
 */
export function alwaysKept({ file, shapes }: RecordedFile): string | undefined {
  if (behaviourNames.test(file)) return "tests the database's behaviour";
  const source = fs.readFileSync(path.join(root, file), "utf8");
  if (/testDialect\s*[!=]==|WENKU_TEST_PG/.test(source)) return "branches on the database";
  if (shapes.size === 0) return "no statement traced to it";
  return undefined;
}
