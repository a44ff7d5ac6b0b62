import { useEffect } from "react";
import { zh } from "../../../locales/zh-CN";

/**
 * Puts the conversation's own title in front of the window's ("标题 - AI 会话 - 站点"), once the signed-in reader's
 * topic has loaded: the server render knows no topic, so every conversation would otherwise share one title.
 */
export function useTopicTitle(topicTitle: string | undefined) {
  useEffect(() => {
    if (!topicTitle) return;
    const before = document.title;
    document.title = before.startsWith(zh.chat.conversationTitle) ? `${topicTitle} - ${before}` : before;
    return () => {
      document.title = before;
    };
  }, [topicTitle]);
}
