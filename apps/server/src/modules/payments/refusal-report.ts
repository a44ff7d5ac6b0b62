import type { AppContext } from "../../context.js";
import type { GatewayProvider } from "./gateway-notification.js";

/** Refusals are logged together, one line per provider, at most this often. */
export const REPORT_INTERVAL_MS = 60_000;
/** Addresses told apart in one report; calls from further ones are counted together. */
const MAX_ADDRESSES = 1_000;
const ADDRESSES_NAMED = 5;

export interface RefusalNote {
  provider: GatewayProvider;
  outcome: string;
  address: string;
  /** Whether its row was stored (false once the hour's rows are used up). */
  stored: boolean;
  /** Whether it was answered 429 (its address past the limit of failed verifications). */
  limited: boolean;
}

interface Tally {
  outcomes: Record<string, number>;
  stored: number;
  limited: number;
  addresses: Map<string, number>;
  otherAddresses: number;
}

interface Report {
  tallies: Map<GatewayProvider, Tally>;
  timer?: NodeJS.Timeout;
}

const reports = new WeakMap<AppContext, Report>();

function reportOf(ctx: AppContext): Report {
  let report = reports.get(ctx);
  if (!report) {
    reports.set(ctx, (report = { tallies: new Map() }));
    ctx.hooks.onShutdown.push(() => reportRefusals(ctx));
  }
  return report;
}

function tallyOf(report: Report, provider: GatewayProvider): Tally {
  let tally = report.tallies.get(provider);
  if (!tally) report.tallies.set(provider, (tally = { outcomes: {}, stored: 0, limited: 0, addresses: new Map(), otherAddresses: 0 }));
  return tally;
}

/** Counts a refused notification for the next report, which is due at most REPORT_INTERVAL_MS after the first. */
export function noteRefusal(ctx: AppContext, note: RefusalNote): void {
  const report = reportOf(ctx);
  const tally = tallyOf(report, note.provider);
  tally.outcomes[note.outcome] = (tally.outcomes[note.outcome] ?? 0) + 1;
  if (note.stored) tally.stored++;
  if (note.limited) tally.limited++;
  const known = tally.addresses.get(note.address);
  if (known !== undefined || tally.addresses.size < MAX_ADDRESSES) tally.addresses.set(note.address, (known ?? 0) + 1);
  else tally.otherAddresses++;
  if (!report.timer) {
    report.timer = setTimeout(() => reportRefusals(ctx), REPORT_INTERVAL_MS);
    report.timer.unref();
  }
}

/** Logs one warning per provider with what was refused since the last report, and starts counting afresh. */
export function reportRefusals(ctx: AppContext): void {
  const report = reports.get(ctx);
  if (!report) return;
  clearTimeout(report.timer);
  report.timer = undefined;
  for (const [provider, tally] of report.tallies) {
    const total = Object.values(tally.outcomes).reduce((sum, n) => sum + n, 0);
    const busiest = [...tally.addresses].sort((a, b) => b[1] - a[1]).slice(0, ADDRESSES_NAMED);
    ctx.log.warn(`${provider}: ${total} payment notifications refused`, {
      outcomes: tally.outcomes,
      stored: tally.stored,
      answered429: tally.limited,
      addresses: tally.addresses.size,
      busiest: Object.fromEntries(busiest),
      ...(tally.otherAddresses > 0 ? { fromFurtherAddresses: tally.otherAddresses } : {}),
    });
  }
  report.tallies.clear();
}
