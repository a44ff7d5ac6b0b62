import type { ChatTopic } from "@wenku/contract";
import { App, Input, Modal } from "antd";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { zh } from "../../../locales/zh-CN";
import { chatApi } from "../chat-api";

/** Renames a topic (PUT /chat/topic). */
export function RenameTopicModal({ topic, onClose, onSaved }: { topic: ChatTopic | null; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const [title, setTitle] = useState("");
  const [busy, setBusy] = useState(false);
  // A new topic to rename starts from its own title.
  const [shown, setShown] = useState<ChatTopic | null>(null);
  if (shown !== topic) {
    setShown(topic);
    setTitle(topic?.title ?? "");
  }

  const save = async () => {
    if (!topic || !title.trim()) return;
    setBusy(true);
    try {
      await chatApi.renameTopic(topic.id, title.trim());
      void message.success(zh.chat.history.renamed);
      onSaved();
      onClose();
    } catch (error) {
      void message.error(errorMessage(error, zh.admin.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={topic !== null} title={zh.chat.history.renameTitle} onOk={() => void save()} onCancel={onClose} okButtonProps={{ loading: busy, disabled: !title.trim() }} destroyOnHidden>
      <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} onPressEnter={() => void save()} data-testid="chat-rename-input" autoFocus />
    </Modal>
  );
}
