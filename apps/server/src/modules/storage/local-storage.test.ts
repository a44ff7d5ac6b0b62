import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkStorageContract } from "../../test/storage-contract.js";
import { LocalStorage } from "./local-storage.js";
import { createStorageFromEnv } from "./storage-config.js";

describe("local file system storage", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-local-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("keeps the storage contract", async () => {
    await checkStorageContract(new LocalStorage(root));
  });

  it("refuses keys that climb out of the root", async () => {
    const storage = new LocalStorage(root);
    await expect(storage.putBuffer("../outside.txt", Buffer.from("x"))).rejects.toThrow(/invalid storage key/);
    await expect(storage.read("/etc/passwd")).rejects.toThrow(/invalid storage key/);
    expect(fs.existsSync(path.join(root, "..", "outside.txt"))).toBe(false);
  });

  it("removes an emptied folder prefix and can write into it again", async () => {
    const storage = new LocalStorage(root);
    await storage.putBuffer("documents/f/hash/1.svg", Buffer.from("<svg/>"));
    await storage.putBuffer("documents/f/hash/cover.png", Buffer.from("png"));
    expect(await storage.deletePrefix("documents/f/hash/")).toBe(2);
    expect(fs.existsSync(path.join(root, "documents/f/hash"))).toBe(false);
    expect(fs.existsSync(path.join(root, "documents/f"))).toBe(true);
    await storage.putBuffer("documents/f/hash/1.svg", Buffer.from("<svg/>"));
    expect(await storage.stat("documents/f/hash/1.svg")).toMatchObject({ size: 6 });
  });

  it("is the default, under the data directory", () => {
    const storage = createStorageFromEnv("/srv/wenku-data", {});
    expect(storage.kind).toBe("local");
    expect(storage.localPath("documents/a.pdf")).toBe("/srv/wenku-data/storage/documents/a.pdf");
    expect(() => createStorageFromEnv("/d", { WENKU_STORAGE: "ftp" })).toThrow();
    expect(() => createStorageFromEnv("/d", { WENKU_STORAGE: "s3" })).toThrow(/WENKU_S3_BUCKET/);
  });
});
