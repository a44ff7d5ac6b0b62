import { isFinishedChatStatus, type ChatMessage } from "@wenku/contract";
import { useEffect, useRef, useState, type RefObject } from "react";
import { LiveRegion } from "../../../lib/live-region";
import { zh } from "../../../locales/zh-CN";
import { AnswerBubble } from "../answer/answer-bubble";

/**
 * What screen readers hear of the answers: an answer seen unfinished here is announced once, whole, when it
 * completes (not token by token while it streams).
 */
function useAnswerAnnouncement(messages: ChatMessage[], list: RefObject<HTMLDivElement | null>): string {
  const unfinished = useRef(new Set<number>());
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    for (const m of messages) {
      if (m.role === "user") continue;
      if (!isFinishedChatStatus(m.status)) unfinished.current.add(m.id);
      else if (unfinished.current.delete(m.id) && m.content) {
        const body = list.current?.querySelector(`[data-message-id="${m.id}"] .wk-chat-markdown`);
        setAnnouncement(zh.chat.answerAnnouncement((body?.textContent || m.content).trim()));
      }
    }
  }, [messages, list]);
  return announcement;
}

/**
 * The conversation, oldest first: questions on the right, answers on the left. Keeps the newest text in view while
 * it streams, unless the reader has scrolled up. `title` names the answers' exports.
 */
export function MessageList({ messages, streamingId, title }: { messages: ChatMessage[]; streamingId: number; title: string }) {
  const end = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const announcement = useAnswerAnnouncement(messages, list);
  const last = messages.at(-1);
  const tail = `${messages.length}:${last?.content.length ?? 0}:${last?.reasoning.length ?? 0}:${last?.status ?? 0}`;

  useEffect(() => {
    const anchor = end.current;
    const scroller = anchor?.closest(".wk-chat-scroll");
    if (!anchor || !scroller) return;
    const nearBottom = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 160;
    if (nearBottom || !streamingId) anchor.scrollIntoView({ block: "end" });
  }, [tail, streamingId]);

  return (
    <div className="wk-chat-messages" data-testid="chat-messages" ref={list}>
      {messages.map((m) =>
        m.role === "user" ? (
          <div key={m.id} className="wk-chat-row wk-chat-row-user">
            <div className="wk-chat-bubble wk-chat-question" data-testid="chat-question">
              {m.content}
            </div>
          </div>
        ) : (
          <div key={m.id} className="wk-chat-row">
            <AnswerBubble answer={m} streaming={m.id === streamingId} title={title} />
          </div>
        ),
      )}
      <div ref={end} />
      <LiveRegion text={announcement} testId="chat-answer-status" />
    </div>
  );
}
