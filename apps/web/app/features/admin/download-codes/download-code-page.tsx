import { PlusOutlined } from "@ant-design/icons";
import { DownloadCodeStatus, downloadCodeEndpoints, type DownloadCode } from "@wenku/contract";
import { App, Button, Tag, Typography, type TableColumnsType } from "antd";
import { useState } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { useSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { formatTime } from "../../../shared/format";
import { holdsPermission } from "../../../shared/permissions";
import { KeywordSearch } from "../common/keyword-search";
import { StatusFilter } from "../common/status-filter";
import { usePagedList } from "../common/use-paged-list";
import { CreateCodesModal } from "./create-codes-modal";
import { NewCodesModal } from "./new-codes-modal";

const t = zh.adminCommerce.downloadCode;
const statuses = [0, 1, 2].map((s) => t.status[s]);
const colors: Record<number, string> = { [DownloadCodeStatus.unused]: "green", [DownloadCodeStatus.used]: "blue", [DownloadCodeStatus.revoked]: "default" };

/** /admin/order/downloadcode: generate single-use download codes, list them by status and revoke unused ones. */
export function DownloadCodePage() {
  const session = useSession();
  const canCreate = holdsPermission(session, downloadCodeEndpoints.create);
  const canRevoke = holdsPermission(session, downloadCodeEndpoints.revoke);
  const { modal } = App.useApp();
  const list = usePagedList(downloadCodeEndpoints.list, "download_code");
  const revokeCodes = useApiMutation(downloadCodeEndpoints.revoke, { done: t.revoked });
  const [selected, setSelected] = useState<number[]>([]);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string[]>([]);

  const revoke = (ids: number[]) =>
    modal.confirm({
      title: t.revokeConfirm(ids.length),
      okButtonProps: { danger: true },
      onOk: async () => {
        if (await revokeCodes.run({ body: { id: ids } })) setSelected([]);
      },
    });

  const columns: TableColumnsType<DownloadCode> = [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    { title: t.code, dataIndex: "code", width: 200, render: (code: string) => <Typography.Text copyable code>{code}</Typography.Text> },
    { title: t.statusLabel, dataIndex: "status", width: 90, render: (s: number) => <Tag color={colors[s]}>{t.status[s] ?? s}</Tag> },
    { title: t.remark, dataIndex: "remark", ellipsis: true },
    { title: t.usedBy, dataIndex: "used_username", width: 120, render: (name: string) => name || "-" },
    { title: t.document, dataIndex: "document_id", width: 80, render: (id: number) => id || "-" },
    { title: t.usedAt, dataIndex: "used_at", width: 150, render: formatTime },
    { title: zh.admin.createdAt, dataIndex: "created_at", width: 150, render: formatTime, responsive: ["lg"] },
    {
      title: zh.actions,
      width: 80,
      render: (_, row) =>
        canRevoke && row.status === DownloadCodeStatus.unused ? <Button type="link" size="small" danger onClick={() => revoke([row.id])}>{t.revoke}</Button> : null,
    },
  ];

  const toolbar = (
    <>
      <KeywordSearch list={list} placeholder={t.search} width={220} />
      <StatusFilter list={list} statuses={statuses} label={t.statusLabel} placeholder={t.statusLabel} />
      {canRevoke && <Button danger disabled={!selected.length} onClick={() => revoke(selected)}>{t.revokeSelected(selected.length)}</Button>}
      {canCreate && <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="create-download-codes">{t.create}</Button>}
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<DownloadCode>
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        minWidth={1100}
        rowSelection={canRevoke ? {
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
          getCheckboxProps: (row) => ({ disabled: row.status !== DownloadCodeStatus.unused }),
        } : undefined}
        data-testid="admin-download-codes"
      />
      <CreateCodesModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={setCreated}
      />
      <NewCodesModal codes={created} onClose={() => setCreated([])} />
    </AdminPage>
  );
}
