import { spawn } from "node:child_process";

/**
 * Runs `node <args>` in a child process (its stderr shown as it comes) and resolves with the JSON of the last line
 * it printed; rejects if it fails.
 */
export function runNodeScript<T>(args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code !== 0) return reject(new Error(`node ${args.join(" ")} exited with ${code ?? signal}`));
      try {
        resolve(JSON.parse(output.trim().split("\n").pop()!) as T);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
