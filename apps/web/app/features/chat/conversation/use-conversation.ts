import { chatEndpoints, isFinishedChatStatus, type ChatMessage, type ChatModelChoice, type ChatTopic } from "@wenku/contract";
import { App } from "antd";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { callApi } from "../../../lib/call-api";
import { zh } from "../../../locales/zh-CN";
import { loadAllMessages } from "../chat-messages";
import { useSendQuestion } from "../quota/use-send-question";
import { useAnswerStream } from "./use-answer-stream";

export interface Conversation {
  topic: ChatTopic | null;
  messages: ChatMessage[];
  loading: boolean;
  /** The topic could not be loaded (missing, someone else's): the server's message. */
  error: string;
  streamingId: number;
  send: (text: string, choice: ChatModelChoice) => Promise<boolean>;
  stop: () => Promise<void>;
  /** Empties the list after the messages were deleted on the server. */
  clear: () => void;
}

/** The stored list, except answers the server has not finished storing yet: those keep what was streamed. */
export function mergeStored(local: ChatMessage[], stored: ChatMessage[]): ChatMessage[] {
  const byId = new Map(local.map((m) => [m.id, m]));
  return stored.map((m) => {
    const mine = byId.get(m.id);
    return mine && isFinishedChatStatus(mine.status) && !isFinishedChatStatus(m.status) ? mine : m;
  });
}

/**
 * One topic (by uuid) and its messages: loads them, streams an answer still being written (a new chat lands here
 * right after its first question), sends further questions and streams their answers.
 */
export function useConversation(uuid: string): Conversation {
  const { message } = App.useApp();
  const [topic, setTopic] = useState<ChatTopic | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState("");
  const stream = useAnswerStream(setMessages);
  const { start } = stream;
  const sendQuestion = useSendQuestion();

  /** After a stream: the stored messages (the server drops citation markers it did not send). */
  const resync = useCallback(async (topicId: number) => {
    try {
      const fresh = await loadAllMessages(topicId);
      setMessages((list) => mergeStored(list, fresh));
    } catch {
      /* keep what was streamed */
    }
  }, []);

  // Load once per topic: the callbacks are read through a ref, so their identity never reloads the page.
  const follow = useRef({ start, resync });
  useLayoutEffect(() => {
    follow.current = { start, resync };
  }, [start, resync]);

  // Another topic starts from nothing while it loads.
  const [shownUuid, setShownUuid] = useState(uuid);
  if (shownUuid !== uuid) {
    setShownUuid(uuid);
    setLoading(true);
    setError("");
    setTopic(null);
    setMessages([]);
  }

  useEffect(() => {
    let live = true;
    (async () => {
      const found = await callApi(chatEndpoints.getTopic, { query: { uuid } });
      const list = await loadAllMessages(found.id);
      if (!live) return;
      setTopic(found);
      setMessages(list);
      const running = list.filter((m) => m.role === "assistant" && !isFinishedChatStatus(m.status)).at(-1);
      if (running) follow.current.start(running.id, () => void follow.current.resync(found.id));
    })()
      .catch((e: unknown) => live && setError(errorMessage(e, zh.chat.topicNotFound)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [uuid]);

  const send = useCallback(
    async (text: string, choice: ChatModelChoice) => {
      if (!topic) return false;
      try {
        const reply = await sendQuestion({ topic_id: topic.id, content: text, model_id: choice.modelId, enable_thinking: choice.enableThinking });
        setMessages((list) => [...list, reply.question, reply.answer]);
        if (!isFinishedChatStatus(reply.answer.status)) start(reply.answer.id, () => void resync(topic.id));
        else if (reply.answer.error) void message.error(reply.answer.error);
        return true;
      } catch (e) {
        void message.error(errorMessage(e, zh.chat.sendFailed));
        return false;
      }
    },
    [topic, start, resync, message, sendQuestion],
  );

  const clear = useCallback(() => setMessages([]), []);

  return { topic, messages, loading, error, streamingId: stream.streamingId, send, stop: stream.stop, clear };
}
