import { languageEndpoints } from "@wenku/contract";
import { Button, Input, Tag, type TableColumnsType } from "antd";
import { useState, type Key } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { EnableSwitch } from "../common/enable-switch";
import { usePagedList } from "../common/use-paged-list";
import type { LanguageRow } from "./language-types";
import { useEditing } from "../common/use-editing";
import { LanguageFormModal } from "../language-edit/language-form-modal";

const t = zh.admin.language;

/** /admin/document/language: the document languages, enabled or disabled one by one or in bulk. */
export function LanguagePage() {
  const list = usePagedList(languageEndpoints.list, "language", { size: 20 });
  const [selected, setSelected] = useState<Key[]>([]);
  const setStatus = useApiMutation(languageEndpoints.setStatus);
  const setSelectedStatus = useApiMutation(languageEndpoints.setStatus, { done: zh.admin.updated });
  const editing = useEditing<LanguageRow>();

  const setSelectedEnabled = async (enable: boolean) => {
    if (await setSelectedStatus.run({ body: { id: selected.map(Number), enable } })) setSelected([]);
  };

  const columns: TableColumnsType<LanguageRow> = [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    { title: t.name, dataIndex: "language" },
    { title: t.code, dataIndex: "code", render: (code: string) => <Tag>{code}</Tag> },
    { title: t.documents, dataIndex: "total", width: 90 },
    { title: zh.admin.sort, dataIndex: "sort", width: 70, responsive: ["md"] },
    {
      title: zh.admin.enable,
      dataIndex: "enable",
      width: 80,
      render: (enable: boolean, l) => (
        <EnableSwitch
          checked={enable}
          label={`${zh.admin.enable} ${l.language}`}
          onToggle={(next) => setStatus.call({ body: { id: [l.id], enable: next } })}
        />
      ),
    },
    {
      title: zh.actions,
      key: "actions",
      width: 80,
      render: (_, l) => (
        <Button type="link" size="small" onClick={() => editing.edit(l)}>
          {zh.edit}
        </Button>
      ),
    },
  ];

  const toolbar = (
    <>
      <Input.Search
        allowClear
        style={{ width: 240 }}
        placeholder={t.searchPlaceholder}
        onSearch={(wd) => list.search({ wd: wd.trim() || undefined })}
      />
      <Button disabled={!selected.length} onClick={() => setSelectedEnabled(true)}>
        {t.enableSelected}
      </Button>
      <Button disabled={!selected.length} onClick={() => setSelectedEnabled(false)}>
        {t.disableSelected}
      </Button>
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<LanguageRow>
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        minWidth={600}
      />
      <LanguageFormModal editing={editing} />
    </AdminPage>
  );
}
