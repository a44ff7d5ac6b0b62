import { chatEndpoints, type ChatTopicAdmin } from "@wenku/contract";
import { Tag, type TableColumnsType } from "antd";
import { useState } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { DeleteButton } from "../common/delete-button";
import { formatTime } from "../../../shared/format";
import { usePagedList } from "../common/use-paged-list";
import { ChatRecordFilters } from "./chat-record-filters";
import { DeleteSelectedButton } from "../common/delete-selected-button";

const t = zh.adminAi.chat;
const statusColor: Record<number, string> = { 0: "default", 1: "processing", 2: "success", 3: "warning", 4: "error", 5: "orange" };

/** /admin/ai/chat: every member's conversations (user, model, tokens, latest status) with filters and delete. */
export function ChatRecordPage() {
  const list = usePagedList(chatEndpoints.adminListTopics, "topic");
  const [selected, setSelected] = useState<number[]>([]);
  const remove = useApiMutation(chatEndpoints.adminRemoveTopics);
  const removeTopics = useApiMutation(chatEndpoints.adminRemoveTopics, { done: zh.admin.deleted });

  const removeSelected = async () => {
    if (await removeTopics.run({ query: { id: selected } })) setSelected([]);
  };

  const columns: TableColumnsType<ChatTopicAdmin> = [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    { title: t.topic, dataIndex: "title", width: 240, ellipsis: true },
    { title: t.user, dataIndex: "username", width: 120, ellipsis: true },
    { title: t.category, dataIndex: "category", width: 90, render: (c: number) => <Tag>{t.categories[c] ?? c}</Tag> },
    { title: t.model, dataIndex: "model_title", width: 140, ellipsis: true, render: (title: string) => title || "-" },
    { title: t.messages, dataIndex: "message_count", width: 80 },
    { title: t.tokens, dataIndex: "total_tokens", width: 90 },
    {
      title: t.status,
      dataIndex: "status",
      width: 90,
      render: (s: number) => (s >= 0 ? <Tag color={statusColor[s]}>{t.statuses[s] ?? s}</Tag> : "-"),
    },
    { title: zh.admin.createdAt, dataIndex: "created_at", width: 150, render: formatTime, responsive: ["lg"] },
    { title: t.lastActive, dataIndex: "updated_at", width: 150, render: formatTime, responsive: ["xl"] },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 80,
      render: (_, row) => <DeleteButton confirm={t.deleteConfirm} onDelete={() => remove.call({ query: { id: [row.id] } })} />,
    },
  ];

  const toolbar = (
    <>
      <ChatRecordFilters filter={list.filter} onChange={list.search} />
      <DeleteSelectedButton count={selected.length} onConfirm={removeSelected} />
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<ChatTopicAdmin>
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        minWidth={1320}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
      />
    </AdminPage>
  );
}
