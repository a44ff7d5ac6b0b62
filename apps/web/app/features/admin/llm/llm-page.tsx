import { PlusOutlined } from "@ant-design/icons";
import { llmEndpoints, llmProviderPresets } from "@wenku/contract";
import { Button, Select, Space, Tag, type TableColumnsType } from "antd";
import { useState } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { DeleteButton } from "../common/delete-button";
import { EnableSwitch } from "../common/enable-switch";
import { formatTime } from "../../../shared/format";
import { KeywordSearch } from "../common/keyword-search";
import { useEditing } from "../common/use-editing";
import { usePagedList } from "../common/use-paged-list";
import type { LlmModel } from "./llm-types";
import { LlmFormModal } from "./llm-form-modal";
import { useLlmTest } from "./llm-test-result";
import { providerOptions } from "./provider-fields";

const t = zh.adminAi.llm;

/** /admin/ai/llm: the chat and embedding models with their providers, create, edit, test, enable and delete. */
export function LlmPage() {
  const list = usePagedList(llmEndpoints.list, "llm");
  const form = useEditing<LlmModel>();
  const update = useApiMutation(llmEndpoints.update);
  const remove = useApiMutation(llmEndpoints.remove);
  const test = useLlmTest();
  const [testing, setTesting] = useState(0);

  const runTest = async (m: LlmModel) => {
    setTesting(m.id);
    await test({ id: m.id }, m.is_embedding);
    setTesting(0);
  };

  const columns: TableColumnsType<LlmModel> = [
    { title: zh.admin.id, dataIndex: "id", width: 60 },
    { title: t.name, dataIndex: "title", width: 170, ellipsis: true },
    { title: t.provider, dataIndex: "provider", width: 150, render: (p: LlmModel["provider"]) => llmProviderPresets[p]?.label ?? p },
    { title: t.model, dataIndex: "model", width: 180, ellipsis: true },
    {
      title: t.kind,
      key: "kind",
      width: 110,
      render: (_, m) => (
        <Space size={4} wrap>
          {m.is_embedding ? <Tag color="purple">{t.embeddingKind}</Tag> : <Tag color="blue">{t.chatKind}</Tag>}
          {m.enable_thinking && <Tag color="gold">{zh.chat.thinking}</Tag>}
        </Space>
      ),
    },
    { title: t.apiKey, dataIndex: "api_key", width: 120, render: (mask: string) => mask || <span className="wk-muted">{t.apiKeyNone}</span>, responsive: ["lg"] },
    { title: zh.admin.sort, dataIndex: "sort", width: 70 },
    {
      title: zh.admin.enable,
      dataIndex: "enable",
      width: 70,
      render: (enable: boolean, m) => (
        <EnableSwitch checked={enable} label={`${zh.admin.enable} ${m.title}`} onToggle={(next) => update.call({ body: { id: m.id, enable: next } })} />
      ),
    },
    { title: zh.admin.updatedAt, dataIndex: "updated_at", render: formatTime, width: 150, responsive: ["xl"] },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 190,
      render: (_, m) => (
        <Space size={0}>
          <Button type="link" size="small" loading={testing === m.id} onClick={() => void runTest(m)} data-testid="llm-test">
            {t.test}
          </Button>
          <Button type="link" size="small" onClick={() => form.edit(m)}>
            {zh.edit}
          </Button>
          <DeleteButton onDelete={() => remove.call({ query: { id: [m.id] } })} />
        </Space>
      ),
    },
  ];

  const toolbar = (
    <>
      <KeywordSearch list={list} placeholder={t.searchPlaceholder} />
      <Select
        allowClear
        style={{ width: 180 }}
        placeholder={t.allProviders}
        aria-label={t.allProviders}
        options={providerOptions}
        onChange={(provider?: string) => list.search({ ...list.filter, provider: provider || undefined })}
      />
      <Button type="primary" icon={<PlusOutlined />} onClick={() => form.create()} data-testid="llm-create">
        {t.create}
      </Button>
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<LlmModel> columns={columns} dataSource={list.items} loading={list.loading} pagination={list.pagination} minWidth={1280} />
      <LlmFormModal editing={form} />
    </AdminPage>
  );
}
