import { chatEndpoints, ChatTopicCategory, retrievalEndpoints, isFinishedChatStatus, type ChatMessage, type ChatModelChoice } from "@wenku/contract";
import { App } from "antd";
import { useCallback, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { callApi } from "../../../lib/call-api";
import { zh } from "../../../locales/zh-CN";
import { loadAllMessages, type SearchHit } from "../chat-messages";
import { useSendQuestion } from "../quota/use-send-question";
import { useAnswerStream } from "../conversation/use-answer-stream";
import { mergeStored } from "../conversation/use-conversation";
import { topicTitleOf } from "../start/use-start-chat";

export interface AiSearch {
  query: string;
  hits: SearchHit[];
  total: number;
  searching: boolean;
  /** The answer over the best pages (a category-2 topic), once asked. */
  answer: ChatMessage | null;
  topicUuid: string;
  streaming: boolean;
  run: (wd: string, choice: ChatModelChoice) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * AI search: the best page excerpts (GET /chat/search, no model needed) and, beside them, an answer written over
 * those pages in a category-2 topic, streamed like a chat answer.
 */
export function useAiSearch(): AiSearch {
  const { message } = App.useApp();
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [total, setTotal] = useState(0);
  const [searching, setSearching] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [topicUuid, setTopicUuid] = useState("");
  const stream = useAnswerStream(setMessages);
  const { start } = stream;
  const sendQuestion = useSendQuestion();

  const ask = useCallback(
    async (wd: string, choice: ChatModelChoice) => {
      let topic: { id: number; uuid: string };
      try {
        topic = await callApi(chatEndpoints.createTopic, { body: { category: ChatTopicCategory.search, title: topicTitleOf(wd) } });
      } catch (error) {
        void message.error(errorMessage(error, zh.chat.createTopicFailed));
        return;
      }
      setTopicUuid(topic.uuid);
      try {
        const reply = await sendQuestion({ topic_id: topic.id, content: wd, model_id: choice.modelId, enable_thinking: choice.enableThinking });
        setMessages([reply.answer]);
        const resync = () =>
          void loadAllMessages(topic.id)
            .then((list) => {
              const stored = list.find((m) => m.id === reply.answer.id);
              if (stored) setMessages((mine) => mergeStored(mine, [stored]));
            })
            .catch(() => undefined);
        if (!isFinishedChatStatus(reply.answer.status)) start(reply.answer.id, resync);
      } catch (error) {
        void message.error(errorMessage(error, zh.chat.sendFailed));
      }
    },
    [message, start, sendQuestion],
  );

  const run = useCallback(
    async (wd: string, choice: ChatModelChoice) => {
      const text = wd.trim();
      if (!text) return;
      setQuery(text);
      setMessages([]);
      setTopicUuid("");
      setSearching(true);
      const searched = callApi(retrievalEndpoints.search, { query: { wd: text, size: 10 } }).then(
        (reply) => {
          setHits(reply.reference);
          setTotal(reply.total);
        },
        (error: unknown) => {
          setHits([]);
          setTotal(0);
          void message.error(errorMessage(error, zh.chat.loadFailed));
        },
      );
      await Promise.all([searched.finally(() => setSearching(false)), ask(text, choice)]);
    },
    [ask, message],
  );

  return { query, hits, total, searching, answer: messages[0] ?? null, topicUuid, streaming: stream.streamingId > 0, run, stop: stream.stop };
}
