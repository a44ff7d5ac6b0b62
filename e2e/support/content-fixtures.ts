import type { Page } from "playwright-core";
import sharp from "sharp";
import { expect } from "vitest";
import { apiRegister, apiSignIn, uniqueName, type ApiSession } from "./accounts";
import { apiCall, baseUrl, nextClientAddress } from "./browser";

export interface GroupFlags {
  enable_article?: boolean;
  enable_article_approval?: boolean;
  enable_comment?: boolean;
  enable_comment_approval?: boolean;
}

/** Creates a user group with exactly these article and comment flags; resolves to its id. */
export async function createGroup(adminToken: string, flags: GroupFlags): Promise<number> {
  const group = await apiCall<{ id: number }>("POST", "/api/v1/group", { token: adminToken, body: { title: uniqueName("e2e组"), ...flags } });
  expect(group.status, JSON.stringify(group.body)).toBe(200);
  return group.body.id;
}

/**
 * Registers a member and makes the given group their only one (a VIP when `vip`, PUT /api/v1/user by the
 * administrator); the session is taken after the change.
 */
export async function memberOfGroup(adminToken: string, groupId: number, prefix: string, options: { vip?: boolean } = {}): Promise<ApiSession> {
  const username = uniqueName(prefix);
  const password = `${prefix}-password`;
  const registered = await apiRegister(username, password);
  const moved = await apiCall("PUT", "/api/v1/user", {
    token: adminToken,
    body: { id: registered.user.id, group_id: [groupId], ...(options.vip ? { is_vip: true } : {}) },
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  return apiSignIn(username, password);
}

/** A published article written by the administrator through the API (an administrator's post skips review). */
export async function publishedArticle(adminToken: string, title: string, content: string): Promise<{ id: number; identifier: string }> {
  const created = await apiCall<{ id: number; identifier: string; status: number }>("POST", "/api/v1/article", { token: adminToken, body: { title, content, description: title } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect(created.body.status).toBe(1);
  return { id: created.body.id, identifier: created.body.identifier };
}

/** A PNG of a horizontal gradient between two colours, real pixels for Chromium to decode. */
export async function gradientPng(width: number, height: number, from: [number, number, number], to: [number, number, number]): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let x = 0; x < width; x++) {
    const share = width > 1 ? x / (width - 1) : 0;
    const colour = from.map((c, i) => Math.round(c + (to[i] - c) * share));
    for (let y = 0; y < height; y++) pixels.set(colour, (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** POST /api/v1/upload/<kind> (multipart field `file`) as `token`; resolves to the stored file's path. */
export async function uploadImage(token: string, kind: "banner" | "article" | "avatar", bytes: Buffer, filename: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), filename);
  const response = await fetch(`${baseUrl()}/api/v1/upload/${kind}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": nextClientAddress() },
    body: form,
  });
  const body = (await response.json()) as { data: { path: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.data.path;
}

/** Notes the page's console errors and uncaught exceptions from now on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

interface ImageState {
  src: string;
  complete: boolean;
  naturalWidth: number;
}

/**
 * Scrolls every image of the page (or of `scope`) into view, waits until each has settled, and resolves to those
 * that did not decode (a broken image is complete with no natural width).
 */
export async function brokenImages(page: Page, scope = "body"): Promise<string[]> {
  const images = page.locator(`${scope} img`);
  const count = await images.count();
  for (let index = 0; index < count; index++) await images.nth(index).scrollIntoViewIfNeeded().catch(() => undefined);
  const states = () =>
    images.evaluateAll((all) =>
      all.map((img) => ({ src: (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src, complete: (img as HTMLImageElement).complete, naturalWidth: (img as HTMLImageElement).naturalWidth })),
    ) as Promise<ImageState[]>;
  await expect.poll(async () => (await states()).every((image) => image.complete), { timeout: 30_000 }).toBe(true);
  return (await states()).filter((image) => image.naturalWidth === 0).map((image) => image.src);
}
