import { describe, expect, it } from "vitest";
import { createPageCache, type CachedPage } from "./page-cache.js";

const page = (status: number, text: string): CachedPage => ({ status, headers: [["content-type", "text/html"]], body: Buffer.from(text) });

describe("page micro-cache", () => {
  it("reuses a render within its lifetime and renders again after", async () => {
    const cache = createPageCache(50);
    let renders = 0;
    const render = () => Promise.resolve(page(200, `render ${++renders}`));
    expect((await cache.get("/", render)).body.toString()).toBe("render 1");
    expect((await cache.get("/", render)).body.toString()).toBe("render 1");
    await new Promise((r) => setTimeout(r, 70));
    expect((await cache.get("/", render)).body.toString()).toBe("render 2");
  });

  it("shares one render among concurrent misses of the same URL", async () => {
    const cache = createPageCache(1000);
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      return page(200, "x");
    };
    await Promise.all(Array.from({ length: 10 }, () => cache.get("/a", render)));
    expect(renders).toBe(1);
  });

  it("never keeps errors or not-found pages, keeps URLs apart, and forgets everything on clear", async () => {
    const cache = createPageCache(1000);
    let renders = 0;
    const missing = () => Promise.resolve(page(404, `missing ${++renders}`));
    await cache.get("/gone", missing);
    expect((await cache.get("/gone", missing)).body.toString()).toBe("missing 2");
    await cache.get("/a", () => Promise.resolve(page(200, "a")));
    expect((await cache.get("/b", () => Promise.resolve(page(200, "b")))).body.toString()).toBe("b");
    cache.clear();
    expect((await cache.get("/a", () => Promise.resolve(page(200, "a again")))).body.toString()).toBe("a again");
  });

  it("renders every request when turned off", async () => {
    const cache = createPageCache(0);
    let renders = 0;
    const render = () => Promise.resolve(page(200, String(++renders)));
    await cache.get("/", render);
    await cache.get("/", render);
    expect(renders).toBe(2);
  });
});
