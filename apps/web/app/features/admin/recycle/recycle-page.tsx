import { ClearOutlined } from "@ant-design/icons";
import { recycleEndpoints } from "@wenku/contract";
import { Button, Input, Popconfirm } from "antd";
import { useState, type Key } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { useAction } from "../../../shared/use-action";
import { usePagedList } from "../common/use-paged-list";
import type { AdminDocument } from "../documents/document-types";
import { recycleColumns } from "./recycle-columns";

const t = zh.adminDocuments.recycle;

/** /admin/document/recycle: deleted documents, newest deletion first — restore, purge, or empty the bin. */
export function RecyclePage() {
  const list = usePagedList(recycleEndpoints.list, "document");
  const [selected, setSelected] = useState<Key[]>([]);
  const run = useAction();
  const { call: restoreDocuments } = useApiMutation(recycleEndpoints.restore);
  const { call: purgeDocuments } = useApiMutation(recycleEndpoints.purge);
  const { call: emptyBin } = useApiMutation(recycleEndpoints.empty);

  const exec = async (call: () => Promise<unknown>, done: string) => {
    if (await run(call, done)) setSelected([]);
  };
  const restore = (ids: number[]) => exec(() => restoreDocuments({ body: { id: ids } }), t.restored);
  const purge = (ids: number[]) => exec(() => purgeDocuments({ query: { id: ids } }), t.purged);
  const ids = selected.map(Number);

  const toolbar = (
    <>
      <Input.Search
        allowClear
        placeholder={t.searchPlaceholder}
        style={{ width: 260 }}
        onSearch={(wd) => list.search({ wd: wd.trim() || undefined })}
      />
      <Button disabled={!ids.length} onClick={() => restore(ids)}>
        {t.restoreSelected}
      </Button>
      <Popconfirm title={t.purgeSelectedConfirm(ids.length)} okButtonProps={{ danger: true }} onConfirm={() => purge(ids)} disabled={!ids.length}>
        <Button danger disabled={!ids.length}>
          {t.purgeSelected}
        </Button>
      </Popconfirm>
      <Popconfirm title={t.emptyConfirm} okButtonProps={{ danger: true }} onConfirm={() => exec(() => emptyBin({}), t.emptied)}>
        <Button danger type="primary" icon={<ClearOutlined />} disabled={!list.total} data-testid="recycle-empty">
          {t.empty}
        </Button>
      </Popconfirm>
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<AdminDocument>
        columns={recycleColumns({ restore, purge })}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        minWidth={900}
      />
    </AdminPage>
  );
}
