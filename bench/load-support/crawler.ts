/**
 * bench:load's crawler mix: the long tail of a document site. A library of `count` public converted documents is
 * written into the single process's data folder with bulk inserts (api-support/sitemap-library.ts), then every
 * request of the step asks for the page of a document not asked for before in the run, so the page cache never
 * answers: what a search engine's crawler, or readers arriving from one, cost the server.
 */
import path from "node:path";
import { runNodeScript } from "../api-support/run-script.js";
import type { Operation } from "./mix.js";
import { throughputAtP95, type StepSummary } from "./report.js";

const libraryScript = path.join(import.meta.dirname, "../api-support/sitemap-library.ts");

/** Writes `count` public converted documents (and a few hidden ones, which the crawler never asks for). */
export async function writeCrawlerLibrary(dataDir: string, count: number): Promise<number> {
  const written = await runNodeScript<{ seconds: number }>(["--import", "tsx", libraryScript, dataDir, String(count)]);
  return written.seconds;
}

/** The uuids of every public document, oldest first, through the administrator's list API (1,000 a page). */
export async function publicDocumentUuids(origin: string, adminToken: string): Promise<string[]> {
  const uuids: string[] = [];
  for (let page = 1; ; page++) {
    const reply = await fetch(`${origin}/api/v1/document/list?page=${page}&size=1000&status=2&order=id%20asc&field=uuid`, {
      headers: { authorization: `bearer ${adminToken}` },
    });
    if (!reply.ok) throw new Error(`document list page ${page}: ${reply.status} ${await reply.text()}`);
    const body = (await reply.json()) as { document?: Array<{ uuid?: string }> };
    const found = (body.document ?? []).flatMap((d) => (d.uuid ? [d.uuid] : []));
    uuids.push(...found);
    if (found.length < 1000) return uuids;
  }
}

/** The crawler's one operation: the next document's page, shared by every virtual user so none is asked twice. */
export function crawlerOperation(uuids: readonly string[]): Operation {
  let next = 0;
  return {
    name: "crawler: document page",
    weight: 1,
    run: async (ctx) => void (await ctx.send("crawler: document page", `/document/${uuids[next++ % uuids.length]}`)),
  };
}

/**
 * The crawler mix before the work of issue 49: the build of commit 38d115f on this 2-core machine, quiet (load 1.5),
 * 2026-11-27 — 19 / 23 / 20 pages/s at 4 / 16 / 48 connections, p95 338 / 996 / 6,794 ms, 54–64 ms of server CPU a
 * page. Its best step, 16 connections, is the reference: issue 49's goal is ≥ 4× its pages per second at its p95.
 */
export const crawlerBefore = { perSecond: 23, p95: 996 };

/** The crawler's figures: server CPU per page at each step, then its throughput at the p95 of before, against before. */
export function crawlerLines(steps: StepSummary[], documents: number): string[] {
  const cpuPerPage = (s: StepSummary) => (s.webCores === undefined || s.requests === 0 ? "-" : ((s.webCores * s.record.seconds * 1000) / s.requests).toFixed(1));
  const lines = [
    `Crawler mix (${documents} documents, a new document page each request): server CPU a page ` +
      steps.map((s) => `${cpuPerPage(s)} ms at ${s.connections} connections`).join(", "),
  ];
  const at = throughputAtP95(steps, crawlerBefore.p95);
  lines.push(
    `crawler pages/s at p95 ${crawlerBefore.p95.toFixed(0)} ms: ${at.qualifier} ${at.perSecond.toFixed(0)} against ${crawlerBefore.perSecond.toFixed(0)} before issue 49 ` +
      `= ${(at.perSecond / crawlerBefore.perSecond).toFixed(2)}x (goal ≥ 4x)`,
  );
  return lines;
}
