import crypto from "node:crypto";

/** A short tag of a test file (its path from the repository root), to fit in a PostgreSQL identifier (63 bytes). */
export const testFileTag = (relativePath: string) => crypto.createHash("sha1").update(relativePath).digest("hex").slice(0, 10);

/** The test file tag in a database name made by testDatabaseName (test-database-name.ts). */
export const tagOfDatabase = (database: string) => /^wenku_[a-z]+_([0-9a-f]{10})_/.exec(database)?.[1];
