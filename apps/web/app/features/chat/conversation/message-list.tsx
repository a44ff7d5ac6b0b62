import type { ChatMessage } from "@wenku/contract";
import { useEffect, useRef } from "react";
import { AnswerBubble } from "../answer/answer-bubble";

/**
 * The conversation, oldest first: questions on the right, answers on the left. Keeps the newest text in view while
 * it streams, unless the reader has scrolled up. `title` names the answers' exports.
 */
export function MessageList({ messages, streamingId, title }: { messages: ChatMessage[]; streamingId: number; title: string }) {
  const end = useRef<HTMLDivElement>(null);
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
    <div className="wk-chat-messages" data-testid="chat-messages">
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
    </div>
  );
}
