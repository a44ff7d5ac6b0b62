import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import crypto from "node:crypto";
import { assertSafeKey, type OpenedObject, type Storage, type StoredObject } from "./storage.js";

/** Files under one root folder; writes land in a temporary name and are renamed, so readers never see half a file. */
export class LocalStorage implements Storage {
  readonly kind = "local" as const;

  /** Folders known to exist, so that storing many pages does not ask the file system each time. */
  private readonly folders = new Set<string>();

  constructor(readonly root: string) {}

  localPath(key: string): string {
    return path.join(this.root, assertSafeKey(key));
  }

  private async prepare(key: string): Promise<{ target: string; temp: string }> {
    const target = this.localPath(key);
    const folder = path.dirname(target);
    if (!this.folders.has(folder)) {
      await fsp.mkdir(folder, { recursive: true });
      this.folders.add(folder);
    }
    return { target, temp: `${target}.${crypto.randomBytes(6).toString("hex")}.part` };
  }

  async putFile(key: string, localPath: string, options: { move?: boolean } = {}): Promise<void> {
    const { target, temp } = await this.prepare(key);
    if (options.move) {
      try {
        await fsp.rename(localPath, target);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
      }
    }
    try {
      await fsp.copyFile(localPath, temp);
      await fsp.rename(temp, target);
    } finally {
      await fsp.rm(temp, { force: true });
    }
    if (options.move) await fsp.rm(localPath, { force: true });
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    const { target, temp } = await this.prepare(key);
    try {
      await fsp.writeFile(temp, data);
      await fsp.rename(temp, target);
    } finally {
      await fsp.rm(temp, { force: true });
    }
  }

  async read(key: string): Promise<Readable | null> {
    return (await this.open(key))?.body ?? null;
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const s = await fsp.stat(this.localPath(key));
      return s.isFile() ? { size: s.size, modifiedAt: s.mtimeMs } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async open(key: string): Promise<OpenedObject | null> {
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(this.localPath(key), "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    const s = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    if (!s.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), size: s.size, modifiedAt: s.mtimeMs };
  }

  async download(key: string, localPath: string): Promise<boolean> {
    const source = await this.read(key);
    if (!source) return false;
    await pipeline(source, fs.createWriteStream(localPath));
    return true;
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.localPath(key), { force: true });
  }

  /** Deletes every file under the prefix; a folder prefix ("…/") loses its folder too once it is empty. */
  async deletePrefix(prefix: string): Promise<number> {
    let count = 0;
    for await (const key of this.list(prefix)) {
      await this.delete(key);
      count++;
    }
    if (prefix.endsWith("/") && prefix.length > 1) {
      const folder = this.localPath(prefix.slice(0, -1));
      this.folders.delete(folder);
      // Only an emptied folder goes: one that is gone or was written to meanwhile stays as it is.
      await fsp.rmdir(folder).catch(() => undefined);
    }
    return count;
  }

  async *list(prefix: string): AsyncIterable<string> {
    const start = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
    const base = start ? path.join(this.root, assertSafeKey(start)) : this.root;
    yield* walk(this.root, base, prefix);
  }
}

async function* walk(root: string, dir: string, prefix: string): AsyncIterable<string> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    const key = path.relative(root, full).split(path.sep).join("/");
    if (entry.isDirectory()) {
      if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* walk(root, full, prefix);
    } else if (entry.isFile() && key.startsWith(prefix) && !key.endsWith(".part")) {
      yield key;
    }
  }
}
