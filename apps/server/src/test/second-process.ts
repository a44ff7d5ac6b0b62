import { createServer, type Server } from "../bootstrap.js";
import type { Env } from "../config/env.js";
import type { AppContext, Logger } from "../context.js";
import { ADMIN_PASSWORD, injectRequest, type RequestOptions, type TestServer, type UntypedJson } from "./harness.js";

export interface LoggedLine {
  level: "info" | "warn" | "error";
  msg: string;
}

/** A logger that keeps what it is told (and passes it on to `next`), for tests that check what a process logged. */
export function capturingLogger(next?: Logger): Logger & { lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const at = (level: LoggedLine["level"]) => (msg: string, extra?: object) => {
    lines.push({ level, msg });
    next?.[level](msg, extra);
  };
  return { lines, info: at("info"), warn: at("warn"), error: at("error") };
}

/**
 * Another server process as a cluster runs it: its own context and app (no background workers) on the first one's
 * database and data folder, logging into `log`.
 */
export interface SecondProcess {
  ctx: AppContext;
  server: Server;
  log: ReturnType<typeof capturingLogger>;
  request(method: string, url: string, options?: RequestOptions): Promise<{ status: number; body: UntypedJson; raw: string }>;
  close(): Promise<void>;
}

export interface SecondProcessOptions {
  /** Environment settings of this process besides the first one's database and data folder (e.g. redisUrl). */
  env?: Partial<Env>;
  /** Serve the web app too (the first server's build). */
  web?: boolean;
}

export async function secondProcess(first: TestServer, logTo?: Logger, options: SecondProcessOptions = {}): Promise<SecondProcess> {
  const log = capturingLogger(logTo);
  const server = await createServer(
    {
      dataDir: first.ctx.env.dataDir,
      databaseUrl: first.ctx.env.databaseUrl,
      adminPassword: ADMIN_PASSWORD,
      workers: "none",
      webBuildDir: first.ctx.env.webBuildDir,
      production: first.ctx.env.production,
      ...options.env,
    },
    { log, web: options.web ?? false, startWorkers: false },
  );
  return {
    ctx: server.ctx,
    server,
    log,
    request: (method, url, o = {}) => injectRequest(server.app, method, url, o, o.ip),
    close: () => server.close(),
  };
}
