import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer, text } from "node:stream/consumers";
import { expect } from "vitest";
import type { Storage } from "../modules/storage/storage.js";

/** What every storage implementation must do, checked the same way for the file system and for S3. */
export async function checkStorageContract(storage: Storage): Promise<void> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-storage-"));
  try {
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    const source = path.join(scratch, "source.bin");
    fs.writeFileSync(source, big);
    await storage.putFile("documents/a/b/big.bin", source);
    expect(fs.existsSync(source)).toBe(true);
    expect((await storage.stat("documents/a/b/big.bin"))?.size).toBe(big.length);

    const moved = path.join(scratch, "moved.txt");
    fs.writeFileSync(moved, "moved content");
    await storage.putFile("documents/a/c/moved.txt", moved, { move: true });
    expect(fs.existsSync(moved)).toBe(false);
    expect(await text((await storage.read("documents/a/c/moved.txt"))!)).toBe("moved content");

    await storage.putBuffer("uploads/x/y.png", Buffer.from("png bytes"));
    await storage.putBuffer("uploads/x/y.png", Buffer.from("replaced"));
    expect(await text((await storage.read("uploads/x/y.png"))!)).toBe("replaced");

    const copy = path.join(scratch, "copy.bin");
    expect(await storage.download("documents/a/b/big.bin", copy)).toBe(true);
    expect(fs.readFileSync(copy).equals(big)).toBe(true);
    expect(await storage.download("documents/none", path.join(scratch, "none"))).toBe(false);

    expect(await storage.read("documents/missing.pdf")).toBeNull();
    expect(await storage.stat("documents/missing.pdf")).toBeNull();

    const opened = await storage.open("documents/a/b/big.bin");
    expect(opened).not.toBeNull();
    expect(opened!.size).toBe(big.length);
    expect(opened!.modifiedAt).toBeGreaterThan(Date.now() - 3_600_000);
    expect((await buffer(opened!.body)).equals(big)).toBe(true);
    expect(await storage.open("documents/missing.pdf")).toBeNull();
    // A folder of the local store, a prefix of S3: no object.
    expect(await storage.open("documents/a")).toBeNull();

    const listed: string[] = [];
    for await (const key of storage.list("documents/a/")) listed.push(key);
    expect(listed.sort()).toEqual(["documents/a/b/big.bin", "documents/a/c/moved.txt"]);

    expect(await storage.deletePrefix("documents/a/")).toBe(2);
    expect(await storage.stat("documents/a/b/big.bin")).toBeNull();
    expect(await storage.stat("uploads/x/y.png")).not.toBeNull();
    await storage.delete("uploads/x/y.png");
    await storage.delete("uploads/x/y.png");
    expect(await storage.stat("uploads/x/y.png")).toBeNull();

    expect(() => storage.localPath("../escape")).toThrow();
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
