import { CopyOutlined, FileImageOutlined, FileWordOutlined } from "@ant-design/icons";
import type { ChatMessage } from "@wenku/contract";
import { App, Button, Space, Tooltip } from "antd";
import { useState, type RefObject } from "react";
import { errorMessage } from "../../../lib/api-client";
import { copyText } from "../../../lib/copy-text";
import { zh } from "../../../locales/zh-CN";
import { answerMarkdownForWord, exportDocx } from "../export/export-docx";
import { exportImage } from "../export/export-image";

/**
 * Under a finished answer: copy the Markdown, export it as Word (named after the conversation `title` and the day)
 * or as a 640 px PNG.
 */
export function AnswerActions({ answer, body, title }: { answer: ChatMessage; body: RefObject<HTMLDivElement | null>; title: string }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<"" | "docx" | "image">("");

  const toWord = async () => {
    setBusy("docx");
    try {
      await exportDocx(answerMarkdownForWord(answer.content, answer.references), title);
      void message.success(zh.chat.exportDone);
    } catch (error) {
      void message.error(errorMessage(error, zh.chat.exportFailed));
    } finally {
      setBusy("");
    }
  };

  const toImage = async () => {
    if (!body.current) return;
    setBusy("image");
    try {
      await exportImage(body.current, `answer-${answer.id}.png`);
    } catch {
      void message.error(zh.chat.exportImageFailed);
    } finally {
      setBusy("");
    }
  };

  const copy = async () => {
    if (await copyText(answer.content)) void message.success(zh.chat.copied);
    else void message.error(zh.chat.copyFailed);
  };

  return (
    <Space size={0} className="wk-chat-actions">
      <Tooltip title={zh.chat.copy}>
        <Button type="text" size="small" icon={<CopyOutlined />} onClick={() => void copy()} aria-label={zh.chat.copy} data-testid="chat-copy" />
      </Tooltip>
      <Tooltip title={zh.chat.exportWord}>
        <Button type="text" size="small" icon={<FileWordOutlined />} loading={busy === "docx"} onClick={() => void toWord()} aria-label={zh.chat.exportWord} data-testid="chat-export-docx" />
      </Tooltip>
      <Tooltip title={zh.chat.exportImage}>
        <Button type="text" size="small" icon={<FileImageOutlined />} loading={busy === "image"} onClick={() => void toImage()} aria-label={zh.chat.exportImage} data-testid="chat-export-image" />
      </Tooltip>
    </Space>
  );
}
