import http from "node:http";
import { performance } from "node:perf_hooks";

export interface DriveResult {
  requests: number;
  seconds: number;
  /** Answers by HTTP status and body, e.g. "200 success". */
  answers: Map<string, number>;
}

/** One form POST over a kept-alive connection; resolves with "<status> <body>". */
function postForm(agent: http.Agent, url: URL, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname, port: url.port, path: url.pathname, method: "POST", agent,
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve(`${response.statusCode} ${Buffer.concat(chunks).toString("utf8")}`));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * Posts every body `copies` times to `url`: `inFlight` notifications at a time, the copies of one notification
 * concurrently (a gateway retrying while the first delivery is still being handled).
 */
export async function postConcurrently(url: string, bodies: string[], copies: number, inFlight: number): Promise<DriveResult> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight * copies });
  const answers = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++];
        const replies = await Promise.all(Array.from({ length: copies }, () => postForm(agent, target, body)));
        for (const reply of replies) answers.set(reply, (answers.get(reply) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests: bodies.length * copies, seconds, answers };
}
