import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { chatEndpoints, type ChatTopic } from "@wenku/contract";
import { Button, Input, List, Popconfirm, Segmented, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useApiMutation, useApiQuery } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { RelativeDate } from "../../../shared/relative-date";
import { ChatPageFrame } from "../layout/chat-page-frame";
import { RenameTopicModal } from "./rename-topic-modal";

const t = zh.chat.history;
const pageSize = 20;
const categoryOptions = [{ value: -1, label: t.all }, ...[0, 1, 2].map((c) => ({ value: c, label: t.category[c] }))];

/** /chat/history: the member's topics, newest first, with a keyword filter, rename and delete. */
export function HistoryPage() {
  const [page, setPage] = useState(1);
  const [wd, setWd] = useState("");
  const [category, setCategory] = useState(-1);
  const [renaming, setRenaming] = useState<ChatTopic | null>(null);
  const query = { page, size: pageSize, wd: wd || undefined, category: category >= 0 ? category : undefined };
  const topics = useApiQuery(chatEndpoints.listTopics, { query }, { failure: zh.chat.loadFailed });
  const data = topics.data ?? { total: 0, topic: [] };
  // Loading until the first answer has come, and while it is asked again.
  const loading = topics.loading || (!topics.data && !topics.error);
  const removal = useApiMutation(chatEndpoints.removeTopics, { done: t.deleted });
  const remove = (topic: ChatTopic) => removal.run({ query: { id: [topic.id] } });

  const toolbar = (
    <div className="wk-chat-history-toolbar">
      <Segmented options={categoryOptions} value={category} onChange={(v) => { setCategory(Number(v)); setPage(1); }} />
      <Input.Search allowClear placeholder={t.search} onSearch={(v) => { setWd(v.trim()); setPage(1); }} style={{ maxWidth: 280 }} />
    </div>
  );

  return (
    <ChatPageFrame title={zh.chat.historyTitle}>
      <div className="wk-chat-scroll">
        <div className="wk-chat-history">
          {toolbar}
          <List
            loading={loading}
            dataSource={data.topic}
            locale={{ emptyText: t.empty }}
            pagination={data.total > pageSize ? { current: page, pageSize, total: data.total, onChange: setPage, showSizeChanger: false } : false}
            renderItem={(topic) => (
              <List.Item
                key={topic.id}
                data-testid="chat-history-item"
                actions={[
                  <Button key="rename" type="text" size="small" icon={<EditOutlined />} onClick={() => setRenaming(topic)} aria-label={t.rename} />,
                  <Popconfirm key="delete" title={t.deleteConfirm} okButtonProps={{ danger: true }} onConfirm={() => remove(topic)}>
                    <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={zh.delete} data-testid="chat-history-delete" />
                  </Popconfirm>,
                ]}
              >
                <List.Item.Meta
                  title={<Link to={`/chat/${topic.uuid}`}>{topic.title || t.untitled}</Link>}
                  description={
                    <span className="wk-chat-history-meta">
                      <Tag>{t.category[topic.category] ?? ""}</Tag>
                      <span>{t.messages(topic.message_count)}</span>
                      <RelativeDate value={topic.updated_at} />
                    </span>
                  }
                />
              </List.Item>
            )}
          />
        </div>
      </div>
      <RenameTopicModal topic={renaming} onClose={() => setRenaming(null)} />
    </ChatPageFrame>
  );
}
