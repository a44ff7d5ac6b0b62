import { RobotOutlined } from "@ant-design/icons";
import { chatEndpoints } from "@wenku/contract";
import { App, Button } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { useSession } from "../../lib/session";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";

/**
 * "AI 问文档" on the reader: opens the member's conversation bound to this document (GET /chat/topic/document,
 * created on first ask). Shown to signed-in members only, and only while AI chat is on (`llm.enable`).
 */
export function AskDocumentButton({ documentId }: { documentId: number }) {
  const { message } = App.useApp();
  const settings = useSettings();
  const session = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!settings.llm.enable || !session.token || !session.user || !documentId) return null;

  const open = async () => {
    setBusy(true);
    try {
      const topic = await callApi(chatEndpoints.documentTopic, { query: { document_id: documentId } });
      void navigate(`/chat/${topic.uuid}`);
    } catch (error) {
      void message.error(errorMessage(error, zh.chat.createTopicFailed));
      setBusy(false);
    }
  };

  return (
    <Button icon={<RobotOutlined />} loading={busy} onClick={() => void open()} data-testid="ask-document">
      {zh.chat.document.ask}
    </Button>
  );
}
