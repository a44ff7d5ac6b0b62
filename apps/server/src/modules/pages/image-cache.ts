import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { LRUCache } from "lru-cache";
import type { AppContext } from "../../context.js";
import type { OpenedObject, Storage, StoredObject } from "../storage/storage.js";
import { storageFor } from "../storage/storage-for.js";

/** Larger images are streamed from the store at every request: a few of them would push out hundreds of pages. */
export const largestHeldImage = 1024 * 1024;

/** An image to send: held bytes, or a stream straight from the store. */
export interface ImageBody extends StoredObject {
  body: Readable | Buffer;
}

interface HeldImage {
  bytes: Buffer;
  modifiedAt: number;
}

const fromHeld = (held: HeldImage): ImageBody => ({ body: held.bytes, size: held.bytes.length, modifiedAt: held.modifiedAt });

/**
 * Page images and covers held in memory, keyed by storage key and the version the database gives them. A stored
 * image changes only under a new version (a conversion or a repair), so a held one is never stale and needs no
 * invalidation: an old version is never asked for again and ages out. Concurrent misses of one image share one read.
 */
export class ImageCache {
  private readonly held: LRUCache<string, HeldImage>;
  private readonly loading = new Map<string, Promise<HeldImage | OpenedObject | null>>();

  constructor(private readonly storage: Storage, maxBytes: number) {
    this.held = new LRUCache<string, HeldImage>({
      maxSize: maxBytes,
      maxEntrySize: Math.min(maxBytes, largestHeldImage),
      sizeCalculation: (held) => held.bytes.length || 1,
    });
  }

  async open(key: string, version: string): Promise<ImageBody | null> {
    const id = `${version}:${key}`;
    const held = this.held.get(id);
    if (held) return fromHeld(held);
    let loading = this.loading.get(id);
    const first = !loading;
    if (!loading) {
      loading = this.load(id, key).finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    const loaded = await loading;
    if (!loaded) return null;
    if ("bytes" in loaded) return fromHeld(loaded);
    // Too large to hold: the stream is the first request's; the others open their own.
    return first ? loaded : this.storage.open(key);
  }

  private async load(id: string, key: string): Promise<HeldImage | OpenedObject | null> {
    const opened = await this.storage.open(key);
    if (!opened || opened.size > largestHeldImage) return opened;
    const held = { bytes: await buffer(opened.body), modifiedAt: opened.modifiedAt };
    this.held.set(id, held);
    return held;
  }
}

const byContext = new WeakMap<AppContext, ImageCache | null>();

/**
 * This process's image cache: only with S3 storage (the OS page cache already holds hot local files) and a
 * positive WENKU_IMAGE_CACHE_MB.
 */
function imageCacheFor(ctx: AppContext): ImageCache | null {
  let cache = byContext.get(ctx);
  if (cache === undefined) {
    const storage = storageFor(ctx);
    const megabytes = ctx.env.imageCacheMb;
    cache = storage.kind === "s3" && megabytes > 0 ? new ImageCache(storage, Math.max(1, Math.floor(megabytes * 1024 * 1024))) : null;
    byContext.set(ctx, cache);
  }
  return cache;
}

/**
 * A page image or cover: from memory when this process holds its version, else from the store. Without a version
 * (a cover whose conversion left none) it is always read from the store.
 */
export function openImage(ctx: AppContext, key: string, version: string | undefined): Promise<ImageBody | null> {
  const cache = imageCacheFor(ctx);
  return cache && version ? cache.open(key, version) : storageFor(ctx).open(key);
}
