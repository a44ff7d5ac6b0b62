import { ChatMessageStatus, isFinishedChatStatus, type ChatMessage } from "@wenku/contract";
import { Alert, Spin } from "antd";
import { useRef } from "react";
import { zh } from "../../../locales/zh-CN";
import { AnswerActions } from "./answer-actions";
import { AnswerMarkdown } from "./answer-markdown";
import { ReasoningPanel } from "./reasoning-panel";
import { ReferenceList } from "./reference-list";

const endNotice: Record<number, { type: "info" | "error" | "warning"; text: string }> = {
  [ChatMessageStatus.cancelled]: { type: "info", text: zh.chat.status.cancelled },
  [ChatMessageStatus.failed]: { type: "error", text: zh.chat.status.failed },
  [ChatMessageStatus.timedOut]: { type: "warning", text: zh.chat.status.timedOut },
};

/**
 * An answer: reasoning (collapsible), the Markdown text with citations, how it ended, references and exports
 * (named after the conversation's `title`).
 */
export function AnswerBubble({ answer, streaming, title }: { answer: ChatMessage; streaming: boolean; title: string }) {
  const body = useRef<HTMLDivElement>(null);
  const finished = isFinishedChatStatus(answer.status);
  const notice = endNotice[answer.status];
  const waiting = !finished && !answer.content && !answer.reasoning;
  return (
    <div className="wk-chat-bubble wk-chat-answer" data-testid="chat-answer" data-status={answer.status} data-message-id={answer.id}>
      <ReasoningPanel reasoning={answer.reasoning} running={!finished && !answer.content} />
      <div ref={body} className="wk-chat-answer-body">
        {answer.content && <AnswerMarkdown content={answer.content} references={answer.references} />}
        {finished && answer.references.length > 0 && <ReferenceList references={answer.references} />}
      </div>
      {waiting && (
        <div className="wk-chat-waiting wk-muted">
          <Spin size="small" /> {zh.chat.waiting}
        </div>
      )}
      {streaming && !waiting && <span className="wk-chat-cursor" aria-hidden />}
      {!finished && answer.references.length > 0 && <ReferenceList references={answer.references} />}
      {notice && (
        <Alert
          type={notice.type}
          showIcon
          className="wk-chat-end"
          title={answer.error ? `${notice.text}：${answer.error}` : notice.text}
          data-testid="chat-answer-end"
        />
      )}
      {finished && answer.content && <AnswerActions answer={answer} body={body} title={title} />}
    </div>
  );
}
