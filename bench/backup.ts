/**
 * Backup and restore benchmark (npm run bench:backup). Builds a site of WENKU_BENCH_DOCS (10,000) documents on SQLite
 * and local files in a temporary data folder: each document an original of 20–100 KB and three page images of
 * 5–25 KB (random bytes: originals and compressed pages do not compress further), a text per page, a member, ledger
 * rows. Then, in the same run:
 *  - `tar -cf` of the data folder (the baseline) against `wenku backup` into an empty repository: MB/s of the data
 *    folder's size, from the command's start to its end (the backup's manifest written);
 *  - a second backup of the unchanged site, in seconds;
 *  - `tar -xf` of that archive against `wenku restore` of the backup into an empty SQLite + local folder (rows
 *    loaded, files copied and checked; the search index rebuild after it is timed apart and not counted);
 *  - the repository's size against the data folder's.
 * The functions the commands run are called in this process. The key figures are printed last: the throughput
 * ratios against tar (goal ≥ 0.5 each). WENKU_BENCH_SITE=<dir> keeps the built site there and reuses it on the next
 * run (the same number of documents), so repeated measurements skip the build.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeContext, createContext, silentLogger } from "../apps/server/src/bootstrap.js";
import { openDatabase } from "../apps/server/src/db/database.js";
import { createBackup } from "../apps/server/src/modules/backup/create-backup.js";
import { openRepository } from "../apps/server/src/modules/backup/repository.js";
import { openCipher } from "../apps/server/src/modules/backup/repository-cipher.js";
import { restoreBackup } from "../apps/server/src/modules/backup/restore-backup.js";
import { createMember, insertDocument } from "../apps/server/src/modules/documents/document-fixtures.js";
import { createStorageFromEnv } from "../apps/server/src/modules/storage/storage-config.js";
import { pageKey } from "../apps/server/src/modules/storage/keys.js";
import { storageFor } from "../apps/server/src/modules/storage/storage-for.js";

const DOCS = Number(process.env.WENKU_BENCH_DOCS ?? 10_000);
const quiet = { write: () => true, isTTY: false } as unknown as NodeJS.WriteStream;

const seconds = (since: number) => (performance.now() - since) / 1000;
const mb = (bytes: number) => bytes / 1024 / 1024;
const sizeOf = (dir: string) => Number(execFileSync("du", ["-sb", dir], { encoding: "utf8" }).split("\t")[0]);
const randomSize = (min: number, max: number) => min + crypto.randomInt(max - min);

async function buildSite(dataDir: string): Promise<void> {
  const ctx = await createContext({ dataDir, workers: "none" }, silentLogger);
  try {
    const owner = await createMember(ctx, 100);
    const storage = storageFor(ctx);
    const started = performance.now();
    for (let i = 0; i < DOCS; i++) {
      const doc = await insertDocument(ctx, {
        userId: owner.id,
        title: `文档 ${i} backup benchmark`,
        file: crypto.randomBytes(randomSize(20_000, 100_000)),
        pageTexts: [1, 2, 3].map((page) => `第 ${page} 页 ${crypto.randomBytes(600).toString("base64")}`),
      });
      for (const page of [1, 2, 3]) await storage.putBuffer(pageKey(doc.hash, page, "svgz"), crypto.randomBytes(randomSize(5_000, 25_000)));
      if ((i + 1) % 2000 === 0) console.log(`  ${i + 1} documents written (${seconds(started).toFixed(0)} s)`);
    }
  } finally {
    await closeContext(ctx);
  }
}

async function main() {
  const root = fs.mkdtempSync(path.join(process.env.WENKU_BENCH_DIR ?? os.tmpdir(), "wenku-bench-backup-"));
  try {
    const kept = process.env.WENKU_BENCH_SITE;
    const dataDir = kept ? path.resolve(kept) : path.join(root, "site");
    console.log(`backup benchmark: ${DOCS} documents, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}`);
    if (!kept || !fs.existsSync(path.join(dataDir, "wenku.db"))) await buildSite(dataDir);
    const siteBytes = sizeOf(dataDir);
    console.log(`  data folder ${mb(siteBytes).toFixed(0)} MB`);
    const env = { databaseUrl: `sqlite:${path.join(dataDir, "wenku.db")}`, dataDir };
    const site = createStorageFromEnv(dataDir, { WENKU_STORAGE: "local" });

    // Baseline: tar of the same folder, and its extraction. The folder is read once first, so neither tar nor the
    // backup after it reads from a cold disk cache (a pipe, because GNU tar skips reading when writing to /dev/null).
    execFileSync("sh", ["-c", 'tar -cf - -C "$1" . | cat > /dev/null', "warm", dataDir]);
    const archive = path.join(root, "site.tar");
    let started = performance.now();
    execFileSync("tar", ["-cf", archive, "-C", dataDir, "."]);
    const tarSeconds = seconds(started);
    const extracted = path.join(root, "untarred");
    fs.mkdirSync(extracted);
    started = performance.now();
    execFileSync("tar", ["-xf", archive, "-C", extracted]);
    const untarSeconds = seconds(started);
    // Nothing is deleted until the end: on ext4, creating files among many just deleted costs a scan of the inode
    // table (tar -xf of this site took four times as long right after an rm -r), which would burden the restore alone.

    const repositoryDir = path.join(root, "repository");
    const backUp = async () => {
      const begun = performance.now();
      const repository = openRepository(repositoryDir);
      const cipher = await openCipher(repository, undefined, true);
      await createBackup({ database: env, site }, repository, cipher, quiet);
      return seconds(begun);
    };
    const backupSeconds = await backUp();
    const incrementalSeconds = await backUp();
    const repositoryBytes = sizeOf(repositoryDir);

    const targetDir = path.join(root, "restored");
    started = performance.now();
    const db = openDatabase({ databaseUrl: `sqlite:${path.join(targetDir, "wenku.db")}`, dataDir: targetDir });
    try {
      const repository = openRepository(repositoryDir);
      await restoreBackup({ db, site: createStorageFromEnv(targetDir, { WENKU_STORAGE: "local" }) }, repository, await openCipher(repository, undefined, false), { out: quiet });
    } finally {
      await db.close();
    }
    const restoreSeconds = seconds(started);

    const rate = (s: number) => mb(siteBytes) / s;
    console.log(`\ntar -cf  ${tarSeconds.toFixed(2)} s  ${rate(tarSeconds).toFixed(0)} MB/s`);
    console.log(`backup   ${backupSeconds.toFixed(2)} s  ${rate(backupSeconds).toFixed(0)} MB/s`);
    console.log(`tar -xf  ${untarSeconds.toFixed(2)} s  ${rate(untarSeconds).toFixed(0)} MB/s`);
    console.log(`restore  ${restoreSeconds.toFixed(2)} s  ${rate(restoreSeconds).toFixed(0)} MB/s (search index rebuild not counted)`);
    console.log(`incremental backup of the unchanged site: ${incrementalSeconds.toFixed(2)} s`);
    console.log(`repository after two backups: ${mb(repositoryBytes).toFixed(0)} MB = ${(repositoryBytes / siteBytes).toFixed(2)} × the data folder`);
    console.log(`restore throughput / tar -xf = ${(untarSeconds / restoreSeconds).toFixed(2)} (goal ≥ 0.5)`);
    console.log(`backup throughput / tar -cf = ${(tarSeconds / backupSeconds).toFixed(2)} (goal ≥ 0.5)`);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

await main();
