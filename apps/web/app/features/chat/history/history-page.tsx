import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import type { ChatTopic } from "@wenku/contract";
import { App, Button, Input, List, Popconfirm, Segmented, Tag } from "antd";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { zh } from "../../../locales/zh-CN";
import { RelativeDate } from "../../../shared/relative-date";
import { chatApi } from "../chat-api";
import { ChatPageFrame } from "../layout/chat-page-frame";
import { RenameTopicModal } from "./rename-topic-modal";

const t = zh.chat.history;
const pageSize = 20;
const categoryOptions = [{ value: -1, label: t.all }, ...[0, 1, 2].map((c) => ({ value: c, label: t.category[c] }))];

/** /chat/history: the member's topics, newest first, with a keyword filter, rename and delete. */
export function HistoryPage() {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [wd, setWd] = useState("");
  const [category, setCategory] = useState(-1);
  const [data, setData] = useState<{ total: number; topic: ChatTopic[] }>({ total: 0, topic: [] });
  const [version, setVersion] = useState(0);
  const [renaming, setRenaming] = useState<ChatTopic | null>(null);
  // Loading until the answer to the request the page shows now has come.
  const request = `${page}:${wd}:${category}:${version}`;
  const [answered, setAnswered] = useState<string>();
  const loading = answered !== request;

  useEffect(() => {
    let live = true;
    chatApi
      .topics({ page, size: pageSize, wd: wd || undefined, category: category >= 0 ? category : undefined })
      .then((reply) => live && setData(reply))
      .catch((error: unknown) => live && void message.error(errorMessage(error, zh.chat.loadFailed)))
      .finally(() => live && setAnswered(request));
    return () => {
      live = false;
    };
  }, [page, wd, category, request, message]);

  const reload = () => setVersion((v) => v + 1);
  const remove = async (topic: ChatTopic) => {
    try {
      await chatApi.deleteTopic(topic.id);
      void message.success(t.deleted);
      reload();
    } catch (error) {
      void message.error(errorMessage(error, zh.admin.failed));
    }
  };

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
      <RenameTopicModal topic={renaming} onClose={() => setRenaming(null)} onSaved={reload} />
    </ChatPageFrame>
  );
}
