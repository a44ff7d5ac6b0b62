/**
 * Progress of a long command: a line redrawn in place on a terminal (count, bytes, rate, time left), plain lines
 * every few seconds when the output is a log.
 */
export interface Progress {
  add(count: number, bytes?: number): void;
  done(): void;
}

const LOG_EVERY_MS = 5_000;
const DRAW_EVERY_MS = 100;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** With `quiet`, only the last line is written (for work running beside another that shows its progress). */
export function startProgress(label: string, total?: number, out: NodeJS.WriteStream = process.stderr, quiet = false): Progress {
  const started = Date.now();
  const terminal = out.isTTY === true;
  let count = 0;
  let bytes = 0;
  let shown = 0;
  const line = () => {
    const seconds = Math.max((Date.now() - started) / 1000, 0.001);
    const parts = [label, total === undefined ? `${count}` : `${count}/${total}`];
    if (bytes > 0) parts.push(megabytes(bytes), `${megabytes(bytes / seconds)}/s`);
    if (total !== undefined && count > 0 && count < total) parts.push(`剩余约 ${Math.ceil(((total - count) * seconds) / count)} s`);
    if (terminal && total) {
      const filled = Math.round((20 * count) / total);
      parts.splice(1, 0, `[${"#".repeat(filled)}${".".repeat(20 - filled)}]`);
    }
    return parts.join("  ");
  };
  const show = (force: boolean) => {
    const now = Date.now();
    if (!force && (quiet || now - shown < (terminal ? DRAW_EVERY_MS : LOG_EVERY_MS))) return;
    shown = now;
    out.write(terminal ? `\r\x1b[2K${line()}` : `${line()}\n`);
  };
  return {
    add(n, b = 0) {
      count += n;
      bytes += b;
      show(false);
    },
    done() {
      show(true);
      if (terminal) out.write("\n");
    },
  };
}
