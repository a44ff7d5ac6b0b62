import type { AppContext } from "../context.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `ssr` setting that gives each kind of page its lifetime in days, by path. */
const lifetimeSettings: Array<[RegExp, string]> = [
  [/^\/$/, "cache_home"],
  [/^\/article(?:\/|$)/, "cache_article"],
  [/^\/document(?:\/|$)/, "cache_document"],
  [/^\/category(?:\/|$)/, "cache_category"],
  [/^\/user(?:\/|$)/, "cache_user"],
  [/^\/search$/, "cache_search"],
];

interface SpiderRules {
  /** Lower-case parts of a User-Agent that make it a spider. */
  agents: string[];
  lifetimes: Array<[RegExp, number]>;
}

async function readRules(ctx: AppContext): Promise<SpiderRules> {
  if (!(await ctx.settings.bool("ssr", "enable"))) return { agents: [], lifetimes: [] };
  const agents = (await ctx.settings.get("ssr", "useragent"))
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean);
  const lifetimes: Array<[RegExp, number]> = [];
  for (const [path, setting] of lifetimeSettings) lifetimes.push([path, Math.max(0, await ctx.settings.number("ssr", setting)) * DAY_MS]);
  return { agents, lifetimes };
}

/**
 * How long a spider's page is kept (the `ssr` settings): the lifetime of its kind of page when the cache is on and
 * the User-Agent holds one of `ssr.useragent`'s lines (any case); 0 for everyone else and for other pages.
 */
export async function spiderPageLifetimeMs(ctx: AppContext, pathname: string, userAgent: string): Promise<number> {
  const rules = await ctx.settings.memo("spider-cache-rules", () => readRules(ctx));
  if (rules.agents.length === 0 || !userAgent) return 0;
  const agent = userAgent.toLowerCase();
  if (!rules.agents.some((part) => agent.includes(part))) return 0;
  return rules.lifetimes.find(([path]) => path.test(pathname))?.[1] ?? 0;
}
