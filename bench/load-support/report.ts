import { quantile, type StepRecord } from "./driver.js";
import type { ConversionTimes } from "./conversions.js";

export interface StepSummary {
  connections: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Errors over requests, 0–1. */
  errorRate: number;
  requests: number;
  /** CPU the web processes used during the step, in cores (undefined without /proc). */
  webCores: number | undefined;
  /** CPU the load generator (this process) used during the step, in cores. */
  generatorCores: number;
  /** CPU the whole machine used during the step (every process, other work included), in cores. */
  machineCores: number | undefined;
  conversions: ConversionTimes;
  record: StepRecord;
}

export function summarize(record: StepRecord, cpu: { webCores: number | undefined; generatorCores: number; machineCores: number | undefined }, conversions: ConversionTimes): StepSummary {
  const sorted = [...record.latencies].sort((a, b) => a - b);
  return {
    connections: record.connections,
    perSecond: sorted.length / record.seconds,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    errorRate: sorted.length ? record.errors / sorted.length : 0,
    requests: sorted.length,
    ...cpu,
    conversions,
    record,
  };
}

const ms = (value: number) => (Number.isNaN(value) ? "-" : value < 10 ? value.toFixed(1) : value.toFixed(0));
const pct = (rate: number) => `${(rate * 100).toFixed(rate > 0 && rate < 0.001 ? 2 : 1)}%`;
const cells = (s: StepSummary | undefined): string[] =>
  s
    ? [s.perSecond.toFixed(0).padStart(7), ms(s.p50).padStart(6), ms(s.p95).padStart(6), ms(s.p99).padStart(6), pct(s.errorRate).padStart(6), (s.webCores?.toFixed(2) ?? "-").padStart(5)]
    : Array.from({ length: 6 }, () => "-".padStart(6));

/** One row per step: each target's req/s, p50/p95/p99 (ms), error rate and web CPU (cores), and the cluster over the single process. */
export function sideBySide(single: StepSummary[], cluster: StepSummary[]): string {
  const head = "  req/s    p50    p95    p99   err%   cpu";
  const lines = [
    `conns │ single process (SQLite, workers inline)      │ cluster (nginx → 2 web, 2 workers, PostgreSQL) │ cluster/single`,
    `      │${head}    │${head}     │ req/s`,
  ];
  for (let i = 0; i < Math.max(single.length, cluster.length); i++) {
    const s = single[i];
    const c = cluster[i];
    const ratio = s && c && s.perSecond > 0 ? (c.perSecond / s.perSecond).toFixed(2) : "-";
    lines.push(`${String((s ?? c).connections).padStart(5)} │ ${cells(s).join(" ")}    │ ${cells(c).join(" ")}     │ ${ratio.padStart(5)}`);
  }
  return lines.join("\n");
}

/** Per request type at one step: count, p50 and p95 (ms), errors, for each target (the cluster's "-" when left out). */
export function byType(single: StepSummary, cluster: StepSummary | undefined): string {
  const types = [...new Set([...single.record.byType.keys(), ...(cluster?.record.byType.keys() ?? [])])];
  const row = (s: StepSummary | undefined, type: string) => {
    const stats = s?.record.byType.get(type);
    if (!stats) return "      -      -      -     -";
    const sorted = [...stats.latencies].sort((a, b) => a - b);
    return `${String(sorted.length).padStart(6)} ${ms(quantile(sorted, 0.5)).padStart(6)} ${ms(quantile(sorted, 0.95)).padStart(6)} ${String(stats.errors).padStart(5)}`;
  };
  const lines = [`${"request type".padEnd(24)} │ single:  count    p50    p95  errs │ cluster: count    p50    p95  errs`];
  for (const type of types) lines.push(`${type.padEnd(24)} │        ${row(single, type)} │        ${row(cluster, type)}`);
  return lines.join("\n");
}

export function conversionLine(name: string, s: StepSummary): string {
  const { seconds, unconverted } = s.conversions;
  const uploads = seconds.length + unconverted;
  if (uploads === 0) return `${name.padEnd(8)} ${String(s.connections).padStart(3)} connections: no upload`;
  const times = seconds.length ? `upload to converted p50 ${quantile(seconds, 0.5).toFixed(1)} s, max ${seconds[seconds.length - 1].toFixed(1)} s` : "none converted";
  return `${name.padEnd(8)} ${String(s.connections).padStart(3)} connections: ${uploads} uploads, ${times}${unconverted ? `, ${unconverted} not converted` : ""}`;
}

export interface AtP95 {
  perSecond: number;
  /** "=": interpolated where the p95 reaches the bound; "≥": every step stayed under it; "<": the first step was already over it. */
  qualifier: "=" | "≥" | "<";
}

/**
 * A target's throughput at a p95 bound: along its steps (connections rising), the last step whose p95 is within the
 * bound and the next one, interpolated linearly in p95. If every step is within the bound, the busiest step's
 * throughput ("≥"); if none is, 0 ("<").
 */
export function throughputAtP95(steps: StepSummary[], bound: number): AtP95 {
  let last = -1;
  for (let i = 0; i < steps.length; i++) if (steps[i].p95 <= bound) last = i;
  if (last < 0) return { perSecond: 0, qualifier: "<" };
  const within = steps[last];
  if (last === steps.length - 1) return { perSecond: within.perSecond, qualifier: within.p95 === bound ? "=" : "≥" };
  const over = steps[last + 1];
  const share = (bound - within.p95) / (over.p95 - within.p95);
  return { perSecond: within.perSecond + (over.perSecond - within.perSecond) * share, qualifier: "=" };
}

/** The simulation's two runs: throughput, p95 and where the CPU went (web CPU per request too). */
export function simulationLines(two: StepSummary, one: StepSummary, cpuCount: number): string {
  const line = (label: string, s: StepSummary) => {
    const perRequest = s.webCores === undefined || s.requests === 0 ? "" : ` (${((s.webCores * s.record.seconds * 1e6) / s.requests).toFixed(0)} µs a request)`;
    return (
      `  ${label.padEnd(32)} ${s.perSecond.toFixed(0).padStart(6)} req/s, p95 ${ms(s.p95)} ms; CPU: web ${s.webCores?.toFixed(2) ?? "-"} cores${perRequest}, ` +
      `load generator ${s.generatorCores.toFixed(2)}, machine ${s.machineCores?.toFixed(2) ?? "-"} of ${cpuCount} busy`
    );
  };
  return [
    `Simulation: the cluster at ${two.connections} connections through nginx, web processes pinned with taskset (the load generator, nginx, PostgreSQL, Redis, the S3 API and the workers not pinned):`,
    line("2 web, pinned to cores 0 and 1:", two),
    line("1 web (web-2 stopped), core 0:", one),
  ].join("\n");
}
