import path from "node:path";

/** Process settings from the environment; everything else lives in the config store. */
export interface Env {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminPassword?: string;
  webBuildDir: string;
  workers: "inline" | "none";
  production: boolean;
  /**
   * Proxies whose X-Forwarded-For is believed (proxy-addr syntax: "loopback", IPs, CIDRs, comma-separated).
   * Only a reverse proxy on this machine by default, so clients cannot spoof their address around rate limits.
   */
  trustProxy: string;
  /** How long a server-rendered page may be reused for the next visitors (ms; 0 = render every request). */
  pageCacheMs: number;
  /**
   * Page images and covers held in this process's memory when files are in S3 (MiB; WENKU_IMAGE_CACHE_MB, 64; 0 =
   * none): a held image is served without asking the object store (modules/pages/image-cache.ts).
   */
  imageCacheMb: number;
  /**
   * Redis for state several processes share (WENKU_REDIS_URL, e.g. redis://127.0.0.1:6379/0): rate-limit counts and
   * cache invalidation across processes (shared-state/). Unset: all of it stays in this process.
   */
  redisUrl?: string;
  /** Serve the web app from its sources through Vite's dev server, with hot reload (`npm run dev`). */
  webDev: boolean;
  /** How long after a document or article changes the sitemap is generated again (ms; changes meanwhile join it). */
  sitemapDelayMs: number;
  /**
   * How long a conversion job stays a worker's without its heartbeat (ms; WENKU_CONVERSION_LEASE_MS, 60 s): after a
   * worker dies, another takes its job over this long after the last heartbeat. The fault tests shorten it.
   */
  conversionLeaseMs: number;
  /**
   * Tests only (never read from the environment): the origin of a local fake standing in for the fixed OAuth
   * providers; `https://github.com/login/…` is then asked at `<origin>/github.com/login/…` (modules/oauth).
   */
  oauthTestOrigin?: string;
  /**
   * Tests only (never read from the environment): how long a running chat answer may stay silent before it counts
   * as interrupted (modules/chat/recover-interrupted.ts; 30 s otherwise).
   */
  chatStaleMs?: number;
  /**
   * Tests only (never read from the environment): how long a process following another's chat answer waits for a
   * line before it looks at the stored answer (modules/chat/follow-remote-run.ts; 5 s otherwise).
   */
  chatSilenceMs?: number;
  /**
   * Tests only (never read from the environment): how long the settings store keeps what it read (ms; 2000 when
   * unset). A long life shows that a change reached another process through the invalidation bus, not by expiry.
   */
  settingsCacheMs?: number;
  /**
   * Tests only (never read from the environment): how long an SMS provider may take to answer before the send
   * counts as failed (modules/sms/providers/provider-http.ts; 10 s otherwise).
   */
  smsTimeoutMs?: number;
}

export function readEnv(overrides: Partial<Env> = {}): Env {
  const root = path.resolve(import.meta.dirname, "../../../..");
  return {
    port: Number(process.env.PORT ?? 8880),
    host: process.env.HOST ?? "0.0.0.0",
    dataDir: path.resolve(process.env.WENKU_DATA_DIR ?? path.join(root, "data")),
    databaseUrl: process.env.DATABASE_URL || undefined,
    adminPassword: process.env.WENKU_ADMIN_PASSWORD || undefined,
    webBuildDir: process.env.WENKU_WEB_BUILD ?? path.join(root, "apps/web/build"),
    workers: process.env.WENKU_WORKERS === "none" ? "none" : "inline",
    production: process.env.NODE_ENV === "production",
    trustProxy: process.env.WENKU_TRUST_PROXY ?? "loopback",
    pageCacheMs: Number(process.env.WENKU_PAGE_CACHE_MS ?? 2000),
    imageCacheMb: Number(process.env.WENKU_IMAGE_CACHE_MB ?? 64),
    redisUrl: process.env.WENKU_REDIS_URL || undefined,
    webDev: process.env.WENKU_WEB_DEV === "1",
    sitemapDelayMs: Number(process.env.WENKU_SITEMAP_DELAY_MS ?? 30_000),
    conversionLeaseMs: Number(process.env.WENKU_CONVERSION_LEASE_MS ?? 60_000),
    ...overrides,
  };
}
