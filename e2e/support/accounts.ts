import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { apiCall } from "./browser";
import { laneDataDir } from "./lane";

export interface ApiSession {
  token: string;
  user: { id: number; username: string };
  permissions: Array<{ id: number; method: string; path: string; pages?: string[] }>;
}

/** GET /api/v1/user/captcha: whether a captcha is asked for, and its id. */
export interface Captcha {
  enable: boolean;
  id?: string;
}

/** The answer of a captcha, read from the test server's database (the image is meant for people). */
export function captchaAnswer(id: string): string {
  const db = new Database(path.join(laneDataDir(), "wenku.db"), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT answer FROM captcha WHERE id = ?").get(id) as { answer: string }).answer;
  } finally {
    db.close();
  }
}

/** The answer to type for a captcha reply: "" when none is asked for. */
export const answerOf = (captcha: Captcha): string => (captcha.enable && captcha.id ? captchaAnswer(captcha.id) : "");

/** Logs in through the API, answering the login captcha when one is on. */
export async function apiSignIn(username: string, password: string): Promise<ApiSession> {
  const captcha = await apiCall<Captcha>("GET", "/api/v1/user/captcha?type=login");
  const answer = answerOf(captcha.body);
  const login = await apiCall<{ token: string; user: ApiSession["user"] }>("POST", "/api/v1/user/login", { body: { username, password, captcha_id: captcha.body.id ?? "", captcha: answer } });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const perms = await apiCall<{ permission?: ApiSession["permissions"] }>("GET", "/api/v1/user/permission", { token: login.body.token });
  return { token: login.body.token, user: login.body.user, permissions: perms.body.permission ?? [] };
}

/** Registers a member through the API (register captcha answered when on) and returns its session. */
export async function apiRegister(username: string, password: string): Promise<ApiSession> {
  const captcha = await apiCall<Captcha>("GET", "/api/v1/user/captcha?type=register");
  const answer = answerOf(captcha.body);
  const reply = await apiCall("POST", "/api/v1/user/register", {
    body: { username, password, email: `${username}@example.com`, captcha_id: captcha.body.id ?? "", captcha: answer },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return apiSignIn(username, password);
}

/** Saves settings as the administrator (PUT /api/v1/config) and returns what they were before. */
export async function saveSettings(adminToken: string, entries: Array<{ category: string; name: string; value: string }>) {
  const categories = [...new Set(entries.map((e) => e.category))];
  const before = await apiCall<{ config?: Array<{ category: string; name: string; value: string }> }>("GET", `/api/v1/config/list?${categories.map((c) => `category=${c}`).join("&")}`, { token: adminToken });
  const previous = entries.map((e) => ({
    ...e,
    value: String(before.body.config?.find((c) => c.category === e.category && c.name === e.name)?.value ?? ""),
  }));
  const saved = await apiCall("PUT", "/api/v1/config", { token: adminToken, body: { config: entries } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return previous;
}

/**
 * Stores a session the way the web app does (localStorage["wenku"], apps/web/app/lib/session-store.ts). The page
 * is left on the site's settings JSON: any page of the origin holds its storage, and this one renders nothing.
 */
export async function storeSession(page: Page, session: ApiSession) {
  await page.goto("/api/v1/settings");
  const allowPages = [...new Set(session.permissions.flatMap((p) => p.pages ?? []))].sort();
  await page.evaluate((value) => localStorage.setItem("wenku", value), JSON.stringify({ user: { ...session, allowPages, groups: [] } }));
}

export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
