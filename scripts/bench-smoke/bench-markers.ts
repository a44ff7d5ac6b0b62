/** The lines run-benches.ts frames each benchmark's output with, and their reading back (run-bench.ts). */
export const benchMarker = {
  start: (name: string) => `@@bench ${name} start`,
  exit: (name: string, code: number) => `@@bench ${name} exit ${code}`,
};

export interface BenchSection {
  /** What the benchmark printed between its markers. */
  stdout: string;
  /** Its closing marker's code (0: it resolved and left process.exitCode unset); undefined when it never closed. */
  code: number | undefined;
}

/** Each benchmark's section of a run-benches.ts output, by name. */
export function benchSections(stdout: string): Map<string, BenchSection> {
  const sections = new Map<string, BenchSection>();
  const starts = [...stdout.matchAll(/^@@bench (\S+) start$/gm)];
  for (const [i, start] of starts.entries()) {
    const name = start[1];
    const body = stdout.slice(start.index + start[0].length + 1, starts[i + 1]?.index ?? stdout.length);
    const closing = new RegExp(`^@@bench ${name} exit (\\d+)$`, "m").exec(body);
    sections.set(name, { stdout: closing ? body.slice(0, closing.index) : body, code: closing ? Number(closing[1]) : undefined });
  }
  return sections;
}
