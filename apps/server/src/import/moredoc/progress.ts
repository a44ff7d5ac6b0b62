import cliProgress from "cli-progress";

/** Progress of one step: a bar on a terminal, a plain line every few seconds and at the end when not. */
export interface StepProgress {
  add(rows: number, bytes?: number): void;
  done(): void;
}

export interface ProgressSink {
  /** `withBytes`: the step also counts bytes (the files), shown beside the rows. */
  start(label: string, total: number, withBytes?: boolean): StepProgress;
  /** A line of its own (a warning, a step skipped). */
  line(text: string): void;
}

const LOG_EVERY_MS = 5_000;
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

export function terminalProgress(out: NodeJS.WriteStream = process.stderr): ProgressSink {
  if (!out.isTTY) return plainProgress(out);
  return {
    start(label, total, withBytes = false) {
      const bar = new cliProgress.SingleBar(
        { format: `${label.padEnd(22)} [{bar}] {value}/{total}${withBytes ? " {mb} MB" : ""}  {eta_formatted}`, stream: out, hideCursor: true, clearOnComplete: false },
        cliProgress.Presets.shades_classic,
      );
      let bytes = 0;
      let count = 0;
      bar.start(Math.max(total, 0), 0, { mb: "0.0" });
      return {
        add(rows, b = 0) {
          bytes += b;
          count += rows;
          if (count > total) bar.setTotal(count);
          bar.update(count, { mb: megabytes(bytes) });
        },
        done() {
          bar.stop();
        },
      };
    },
    line(text) {
      out.write(`${text}\n`);
    },
  };
}

export function plainProgress(out: NodeJS.WritableStream): ProgressSink {
  return {
    start(label, total) {
      const started = Date.now();
      let shown = started;
      let count = 0;
      let bytes = 0;
      const print = () => out.write(`${label}: ${count}/${total}${bytes ? `, ${megabytes(bytes)} MB` : ""}\n`);
      return {
        add(rows, b = 0) {
          count += rows;
          bytes += b;
          if (Date.now() - shown >= LOG_EVERY_MS) {
            shown = Date.now();
            print();
          }
        },
        done: print,
      };
    },
    line(text) {
      out.write(`${text}\n`);
    },
  };
}

export const silentProgress: ProgressSink = { start: () => ({ add() {}, done() {} }), line() {} };
