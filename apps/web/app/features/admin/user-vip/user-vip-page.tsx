import { vipEndpoints, type UserVip } from "@wenku/contract";
import { Tag, type TableColumnsType } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { zh } from "../../../locales/zh-CN";
import { vipDiscountBadge } from "../../order/order-terms";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { formatTime } from "../../../shared/format";
import { usePagedList } from "../common/use-paged-list";
import { UserSelect } from "../pickers/user-select";
import { ListFilterSelect } from "../common/list-filter-select";

const t = zh.adminCommerce.userVip;
const periods = zh.commerce.vipPeriod;

/** /admin/user/vip: the VIP periods members bought, by user and plan. */
export function UserVipPage() {
  const list = usePagedList(vipEndpoints.list, "user_vip");
  const [now] = useState(Date.now);

  const columns: TableColumnsType<UserVip> = [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    { title: t.user, dataIndex: "username", width: 130, render: (name: string, row) => <Link to={`/user/${row.user_id}`}>{name}</Link> },
    { title: t.type, dataIndex: "type", width: 100, render: (type: number) => periods[type] ?? type },
    {
      title: t.state,
      width: 90,
      render: (_, row) => (new Date(row.expired_at).getTime() > now ? <Tag color="gold">{t.active}</Tag> : <Tag>{t.expired}</Tag>),
    },
    { title: t.orderNo, dataIndex: "order_no", width: 200 },
    { title: t.joinedAt, dataIndex: "joined_at", width: 150, render: formatTime },
    { title: t.expiredAt, dataIndex: "expired_at", width: 150, render: formatTime },
    { title: t.downloads, width: 190, render: (_, row) => `${row.download_used} / ${row.download}` },
    { title: t.times, dataIndex: "times", width: 90, render: (n: number) => (n > 0 ? n : t.unlimited) },
    { title: t.discount, dataIndex: "discount", width: 90, render: (n: number) => vipDiscountBadge(n) },
  ];

  const toolbar = (
    <>
      <UserSelect
        multiple
        placeholder={t.user}
        style={{ minWidth: 220 }}
        onChange={(ids) => list.search({ ...list.filter, user_id: Array.isArray(ids) && ids.length ? ids : undefined })}
      />
      <ListFilterSelect list={list} field="type" options={[0, 1, 2].map((value) => ({ value, label: periods[value] }))} label={t.type} />
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<UserVip> columns={columns} dataSource={list.items} loading={list.loading} pagination={list.pagination} minWidth={1150} data-testid="admin-user-vip" />
    </AdminPage>
  );
}
