import { smsEndpoints, smsProviderLabels, smsStatusLabels, smsTypeLabels, type Sms, type SmsProviderName, type SmsStatusValue, type SmsTypeValue } from "@wenku/contract";
import { Input, Tag, type TableColumnsType } from "antd";
import { Link } from "react-router";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { formatTime } from "../../../shared/format";
import { usePagedList } from "../common/use-paged-list";
import { ListFilterSelect } from "../common/list-filter-select";

const t = zh.phone.admin;
const statusColor: Record<SmsStatusValue, string> = { 0: "processing", 1: "success", 2: "error" };
const typeLabel = (type: number) => smsTypeLabels[type as SmsTypeValue] ?? type;
const providerLabel = (provider: string) => smsProviderLabels[provider as SmsProviderName] ?? provider;

const columns: TableColumnsType<Sms> = [
  { title: t.columns.id, dataIndex: "id", width: 70 },
  { title: t.columns.mobile, dataIndex: "mobile", width: 130 },
  { title: t.columns.type, dataIndex: "type", width: 100, render: typeLabel },
  {
    title: t.columns.status,
    dataIndex: "status",
    width: 100,
    render: (status: SmsStatusValue) => <Tag color={statusColor[status]}>{smsStatusLabels[status] ?? status}</Tag>,
  },
  { title: t.columns.provider, dataIndex: "provider", width: 110, render: providerLabel },
  { title: t.columns.user, dataIndex: "username", width: 130, render: (name: string, row) => (row.user_id ? <Link to={`/user/${row.user_id}`}>{name}</Link> : "-") },
  { title: t.columns.ip, dataIndex: "ip", width: 130 },
  { title: t.columns.error, dataIndex: "error", ellipsis: true },
  { title: t.columns.createdAt, dataIndex: "created_at", width: 160, render: formatTime },
];

/** /admin/user/sms: the text messages sent (or tried), by number, type and status; the codes themselves are never kept. */
export function SmsLogPage() {
  const list = usePagedList(smsEndpoints.list, "sms");
  const toolbar = (
    <>
      <Input.Search
        allowClear
        placeholder={t.mobileFilter}
        style={{ width: 200 }}
        data-testid="sms-mobile-filter"
        onSearch={(mobile) => list.search({ ...list.filter, mobile: mobile.trim() || undefined })}
      />
      <ListFilterSelect list={list} field="type" options={[0, 1, 2].map((value) => ({ value, label: typeLabel(value) }))} label={t.typeFilter} width={120} />
      <ListFilterSelect list={list} field="status" options={([0, 1, 2] as const).map((value) => ({ value, label: smsStatusLabels[value] }))} label={t.statusFilter} width={120} />
    </>
  );
  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<Sms> columns={columns} dataSource={list.items} loading={list.loading} pagination={list.pagination} minWidth={1100} data-testid="admin-sms-log" />
    </AdminPage>
  );
}
