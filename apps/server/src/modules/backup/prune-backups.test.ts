import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestServer } from "../../test/harness.js";
import { createMember, insertDocument } from "../documents/document-fixtures.js";
import { documentFileKey } from "../storage/keys.js";
import { storageFor } from "../storage/storage-for.js";
import { createBackup } from "./create-backup.js";
import { listPacks, readPackIndex } from "./packs.js";
import { pruneBackups } from "./prune-backups.js";
import { openRepository } from "./repository.js";
import { openCipher } from "./repository-cipher.js";
import { restoreBackup } from "./restore-backup.js";
import { sqlitePlace } from "./restore-fixtures.js";
import { listSnapshots } from "./snapshot-layout.js";
import { verifyBackup } from "./verify-backup.js";

const quiet = { write: () => true, isTTY: false } as unknown as NodeJS.WriteStream;

const folderOfFile = (file: Buffer) => documentFileKey(crypto.createHash("md5").update(file).digest("hex"), ".pdf").split("/").slice(0, 3).join("/");

/**
 * Random bytes whose original lands in the same storage folder as `beside`'s: a backup reads each folder in one
 * thread (read-site-folders.ts), so only files of one folder are sure to share a pack.
 */
function bytesInFolderOf(beside: Buffer, size: number): Buffer {
  const folder = folderOfFile(beside);
  for (;;) {
    const bytes = crypto.randomBytes(size);
    if (folderOfFile(bytes) === folder) return bytes;
  }
}

describe("pruning a repository whose small files are packed", () => {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-prune-"));
  afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

  it("drops what no kept backup lists, rewrites a mostly unneeded pack, and the kept backup still restores whole", async () => {
    const databaseUrl = `sqlite:${path.join(temp, "site.db")}`;
    const site = await createTestServer({ databaseUrl });
    const place = sqlitePlace();
    try {
      const owner = await createMember(site.ctx);
      const bigFile = crypto.randomBytes(300_000);
      const big = await insertDocument(site.ctx, { userId: owner.id, title: "大文件", file: bigFile });
      await insertDocument(site.ctx, { userId: owner.id, title: "小文件", file: bytesInFolderOf(bigFile, 20_000) });
      const repository = openRepository(path.join(temp, "repository"));
      const backUp = async (passphrase: string) => {
        return createBackup({ database: { databaseUrl, dataDir: site.dataDir }, site: storageFor(site.ctx) }, repository, await openCipher(repository, passphrase, true), quiet);
      };
      await backUp("口令 <&>");
      const cipher = await openCipher(repository, "口令 <&>", false);
      const firstPacks = await listPacks(repository);
      const firstIndexes = await Promise.all(firstPacks.map((id) => readPackIndex(repository, cipher, id)));
      const withBig = firstIndexes.findIndex((index) => index.some(([, , size]) => size >= 300_000));
      const firstPack = firstPacks[withBig];
      expect(firstIndexes[withBig].length).toBeGreaterThanOrEqual(2);

      // The big original goes: the first pack is now mostly bytes no newer backup needs.
      await storageFor(site.ctx).delete(documentFileKey(big.hash, ".pdf"));
      await site.ctx.db.kysely.deleteFrom("document").where("id", "=", big.id).execute();
      await insertDocument(site.ctx, { userId: owner.id, title: "新文件", file: crypto.randomBytes(10_000) });
      const kept = await backUp("口令 <&>");

      const pruned = await pruneBackups(repository, cipher, 1);
      expect(pruned.snapshots).toBe(1);
      expect(pruned.packs).toBeGreaterThanOrEqual(1);
      expect(await listSnapshots(repository)).toEqual([kept.id]);
      const packs = await listPacks(repository);
      expect(packs).not.toContain(firstPack);
      const packedBytes = (await Promise.all(packs.map((id) => readPackIndex(repository, cipher, id)))).flat().reduce((sum, [, , size]) => sum + size, 0);
      expect(packedBytes).toBeLessThan(300_000);

      const db = place.db();
      try {
        await restoreBackup({ db, site: place.site() }, repository, cipher, { out: quiet });
        expect(await verifyBackup({ db, site: place.site() }, repository, cipher, kept)).toEqual([]);
      } finally {
        await db.close();
      }
    } finally {
      await site.close();
      await place.close();
    }
  });
});
