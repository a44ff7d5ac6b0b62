import { chatEndpoints } from "@wenku/contract";
import { App } from "antd";
import { useCallback } from "react";
import { errorMessage } from "../../../lib/api-client";
import { callApi } from "../../../lib/call-api";
import { zh } from "../../../locales/zh-CN";
import type { Conversation } from "./use-conversation";

/** 清空对话 of a document's topic: DELETE /chat/message/document, then an empty list. */
export function useClearDocumentChat(chat: Conversation) {
  const { message } = App.useApp();
  const documentId = chat.topic?.document_id ?? 0;
  const { clear } = chat;
  return useCallback(async () => {
    try {
      await callApi(chatEndpoints.clearDocumentMessages, { query: { document_id: documentId } });
      clear();
      void message.success(zh.chat.document.cleared);
    } catch (error) {
      void message.error(errorMessage(error, zh.admin.failed));
    }
  }, [documentId, clear, message]);
}
