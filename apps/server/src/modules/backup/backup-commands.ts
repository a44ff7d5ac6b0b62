import fs from "node:fs";
import { readEnv } from "../../config/env.js";
import { openDatabase } from "../../db/database.js";
import { createStorageFromEnv } from "../storage/storage-config.js";
import { createBackup } from "./create-backup.js";
import { rebuildDerived } from "./rebuild-derived.js";
import { openRepository } from "./repository.js";
import { openCipher } from "./repository-cipher.js";
import { chooseSnapshot, finishRestore, restoreBackup } from "./restore-backup.js";
import { verifyBackup } from "./verify-backup.js";

export interface BackupCommandOptions {
  passphraseFile?: string;
  snapshot?: string;
  force?: boolean;
  sample?: number;
}

/** The passphrase is read from a file (never from the command line, where `ps` would show it). */
function passphraseOf(file: string | undefined): string | undefined {
  if (file === undefined) return undefined;
  const passphrase = fs.readFileSync(file, "utf8").replace(/\r?\n$/, "");
  if (passphrase.length < 8) throw new Error("口令至少 8 个字符 / the passphrase needs at least 8 characters");
  return passphrase;
}

function siteOf() {
  const env = readEnv();
  return { env, site: createStorageFromEnv(env.dataDir) };
}

/** `wenku backup --to <dir | s3://bucket/prefix>`: prints the snapshot's id and sizes. */
export async function backupCommand(to: string, options: BackupCommandOptions): Promise<void> {
  // Everything this command writes is readable by its owner only.
  process.umask(0o077);
  const { env, site } = siteOf();
  const repository = openRepository(to);
  const cipher = await openCipher(repository, passphraseOf(options.passphraseFile), true);
  const manifest = await createBackup({ database: { databaseUrl: env.databaseUrl, dataDir: env.dataDir }, site }, repository, cipher);
  const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
  console.log(`备份完成 / backup done: ${manifest.id} — ${Object.keys(manifest.tables).length} 张表 ${rows} 行，${manifest.files.count} 个文件`);
}

/** `wenku restore <backup>` into the database and storage the environment names. */
export async function restoreCommand(from: string, options: BackupCommandOptions): Promise<void> {
  const { env, site } = siteOf();
  const repository = openRepository(from);
  const cipher = await openCipher(repository, passphraseOf(options.passphraseFile), false);
  const db = openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  let manifest;
  try {
    manifest = await restoreBackup({ db, site }, repository, cipher, { snapshotId: options.snapshot, force: options.force });
  } finally {
    await db.close();
  }
  // The modules bootstrap.ts loads register the search sources the index is rebuilt from; backup and verify start
  // in half the CPU time without them.
  const { closeContext, createContext, silentLogger } = await import("../../bootstrap.js");
  const ctx = await createContext({}, silentLogger);
  try {
    await rebuildDerived(ctx);
    await finishRestore({ db: ctx.db, site }, manifest);
  } finally {
    await closeContext(ctx);
  }
  console.log(`恢复完成 / restored ${manifest.id}`);
}

/** `wenku verify <backup>`: exits non-zero and names each difference between the site and the backup. */
export async function verifyCommand(from: string, options: BackupCommandOptions): Promise<number> {
  const { env, site } = siteOf();
  const repository = openRepository(from);
  const cipher = await openCipher(repository, passphraseOf(options.passphraseFile), false);
  const db = openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    const manifest = await chooseSnapshot(repository, options.snapshot);
    const differences = await verifyBackup({ db, site }, repository, cipher, manifest, { sample: options.sample });
    for (const difference of differences) console.log(difference);
    console.log(differences.length === 0 ? `一致 / the site matches ${manifest.id}` : `${differences.length} 处不同 / differences`);
    return differences.length === 0 ? 0 : 2;
  } finally {
    await db.close();
  }
}
