import type { ChatStreamLine } from "@wenku/contract";
import { ApiError } from "../../../lib/api-client";
import { zh } from "../../../locales/zh-CN";

/** Statuses of a front (nginx) whose web process is gone or restarting: worth asking again. */
const retriedStatuses = new Set([502, 503, 504]);

export interface FollowOptions {
  /** Runs before each new connection's first line: the server replays the answer from its start. */
  onReplay: () => void;
  attempts?: number;
  pauseMs?: number;
}

/** One connection's stream (stream-answer.ts): resolves when the server closes it. */
export type StreamAttempt = (onLine: (line: ChatStreamLine) => void, signal?: AbortSignal) => Promise<void>;

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/**
 * Follows an answer to its end line. When the connection drops first (a web process restarting behind the front),
 * it connects again: any web process joins the running answer and replays it from the start, so `onReplay` lets the
 * caller drop what the broken connection had shown. A refusal (4xx) is not retried.
 */
export async function followAnswer(attempt: StreamAttempt, onLine: (line: ChatStreamLine) => void, signal: AbortSignal | undefined, options: FollowOptions): Promise<void> {
  const attempts = options.attempts ?? 5;
  for (let tried = 1; ; tried++) {
    let ended = false;
    options.onReplay();
    try {
      await attempt((line) => {
        if (line.type === "end") ended = true;
        onLine(line);
      }, signal);
      if (ended || signal?.aborted) return;
      if (tried >= attempts) throw new ApiError(0, zh.chat.streamInterrupted);
    } catch (error) {
      const retriable = error instanceof ApiError && (error.status === 0 || retriedStatuses.has(error.status));
      if (signal?.aborted || !retriable || tried >= attempts) throw error;
    }
    await pause(options.pauseMs ?? 1000, signal);
    if (signal?.aborted) return;
  }
}
