import { chatEndpoints, ChatTopicCategory, type ChatModelChoice } from "@wenku/contract";
import { App } from "antd";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { callApi } from "../../../lib/call-api";
import { zh } from "../../../locales/zh-CN";
import { useSendQuestion } from "../quota/use-send-question";

/** A topic's title from its first question: the first line, at most 30 characters. */
export function topicTitleOf(question: string): string {
  const line = question.trim().split("\n")[0].trim();
  return [...line].length > 30 ? `${[...line].slice(0, 30).join("")}…` : line;
}

/**
 * A new chat (spec §2 chat screens): creates a topic (POST /chat/topic, category 0), sends the first question,
 * then goes to /chat/<uuid> — or opens it in a new tab when asked. The tab is opened at once, while the click
 * still counts as the user's, and pointed at the conversation once it exists (closed again on failure).
 */
export function useStartChat() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const sendQuestion = useSendQuestion();
  return useCallback(
    async (text: string, choice: ChatModelChoice, options: { newTab: boolean }): Promise<boolean> => {
      const tab = options.newTab ? window.open("", "_blank") : null;
      let topic: { id: number; uuid: string };
      try {
        topic = await callApi(chatEndpoints.createTopic, { body: { category: ChatTopicCategory.library, title: topicTitleOf(text) } });
      } catch (error) {
        tab?.close();
        void message.error(errorMessage(error, zh.chat.createTopicFailed));
        return false;
      }
      try {
        await sendQuestion({ topic_id: topic.id, content: text, model_id: choice.modelId, enable_thinking: choice.enableThinking });
      } catch (error) {
        // Refused (the quota, say): the text stays in the box; the empty topic is not kept.
        tab?.close();
        // Left behind, the empty topic is only an untitled line in the history: nothing to tell the member.
        void callApi(chatEndpoints.removeTopics, { query: { id: [topic.id] } }).catch(() => undefined);
        void message.error(errorMessage(error, zh.chat.sendFailed));
        return false;
      }
      const href = `/chat/${topic.uuid}`;
      if (tab) {
        tab.opener = null;
        tab.location.href = href;
      } else {
        // No new tab asked for, or the browser refused to open one: go there in this tab.
        void navigate(href);
      }
      return true;
    },
    [message, navigate, sendQuestion],
  );
}
