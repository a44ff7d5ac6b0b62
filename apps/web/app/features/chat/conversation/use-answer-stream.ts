import { chatEndpoints, ChatMessageStatus, type ChatMessage } from "@wenku/contract";
import { App } from "antd";
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { errorMessage } from "../../../lib/api-client";
import { callApi } from "../../../lib/call-api";
import { zh } from "../../../locales/zh-CN";
import { useQuota } from "../quota/quota-context";
import { applyStreamLine } from "../stream/apply-line";
import { followAnswer } from "../stream/follow-answer";
import { streamAnswer } from "../stream/stream-answer";

/** How long to keep reading after 停止 before giving up on the stream's last line. */
const cancelGraceMs = 10_000;

export interface AnswerStream {
  /** The answer being streamed, or 0. */
  streamingId: number;
  /** Reads answer `id` into `messages`; `onEnd` runs once the stream is over (finished or failed). */
  start: (id: number, onEnd?: () => void) => void;
  stop: () => Promise<void>;
}

/**
 * Streams answers into a message list: each NDJSON line updates the answer in place; a dropped connection is
 * followed again (follow-answer.ts). A refusal or a stream that stays broken marks the answer failed with the text;
 * stop asks the server to cancel and keeps what came.
 */
export function useAnswerStream(setMessages: Dispatch<SetStateAction<ChatMessage[]>>): AnswerStream {
  const { message } = App.useApp();
  // Only the stable `reload`: `start` must keep its identity, or pages that load with it would load again.
  const { reload: reloadQuota } = useQuota();
  const [streamingId, setStreamingId] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const started = useRef(new Set<number>());

  useEffect(() => () => controller.current?.abort(), []);

  const update = useCallback(
    (id: number, change: (m: ChatMessage) => ChatMessage) => setMessages((list) => list.map((m) => (m.id === id ? change(m) : m))),
    [setMessages],
  );

  const start = useCallback(
    (id: number, onEnd?: () => void) => {
      if (started.current.has(id)) return;
      started.current.add(id);
      const abort = new AbortController();
      controller.current = abort;
      setStreamingId(id);
      // Each connection replays the answer from its start: its first line replaces what the list held.
      let first = true;
      const onLine = (line: Parameters<typeof applyStreamLine>[1]) => {
        const reset = first;
        first = false;
        update(id, (m) => applyStreamLine(reset ? { ...m, content: "", reasoning: "" } : m, line));
      };
      followAnswer((each, signal) => streamAnswer(id, each, signal), onLine, abort.signal, { onReplay: () => (first = true) })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          const text = errorMessage(error, zh.chat.sendFailed);
          update(id, (m) => ({ ...m, status: ChatMessageStatus.failed, error: text }));
          void message.error(text);
        })
        .finally(() => {
          if (controller.current === abort) controller.current = null;
          setStreamingId((current) => (current === id ? 0 : current));
          reloadQuota(); // the answer's tokens, or a message given back when it failed
          onEnd?.();
        });
    },
    [update, message, reloadQuota],
  );

  const stop = useCallback(async () => {
    const id = streamingId;
    if (!id) return;
    const abort = controller.current;
    try {
      await callApi(chatEndpoints.cancelMessage, { body: { id } });
    } catch (error) {
      void message.error(errorMessage(error, zh.chat.sendFailed));
    }
    // The server ends the stream with the cancelled status; give up reading if it does not.
    setTimeout(() => abort?.abort(), cancelGraceMs);
  }, [streamingId, message]);

  return { streamingId, start, stop };
}
