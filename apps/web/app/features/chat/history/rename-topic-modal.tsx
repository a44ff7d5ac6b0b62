import { chatEndpoints, type ChatTopic } from "@wenku/contract";
import { Input, Modal } from "antd";
import { useState } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";

/** Renames a topic (PUT /chat/topic); the lists showing it reload. */
export function RenameTopicModal({ topic, onClose }: { topic: ChatTopic | null; onClose: () => void }) {
  const [title, setTitle] = useState("");
  const rename = useApiMutation(chatEndpoints.renameTopic, { done: zh.chat.history.renamed });
  // A new topic to rename starts from its own title.
  const [shown, setShown] = useState<ChatTopic | null>(null);
  if (shown !== topic) {
    setShown(topic);
    setTitle(topic?.title ?? "");
  }

  const save = async () => {
    if (!topic || !title.trim()) return;
    if (await rename.run({ body: { id: topic.id, title: title.trim() } })) onClose();
  };

  return (
    <Modal open={topic !== null} title={zh.chat.history.renameTitle} onOk={() => void save()} onCancel={onClose} okButtonProps={{ loading: rename.pending, disabled: !title.trim() }} destroyOnHidden>
      <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} onPressEnter={() => void save()} data-testid="chat-rename-input" autoFocus />
    </Modal>
  );
}
