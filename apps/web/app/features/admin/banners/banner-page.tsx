import { PlusOutlined } from "@ant-design/icons";
import { bannerEndpoints } from "@wenku/contract";
import { Button, Image, type TableColumnsType } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { formatTime } from "../../../shared/format";
import { KeywordSearch } from "../common/keyword-search";
import { editDeleteColumn, enableColumn } from "../common/row-columns";
import { useEditing } from "../common/use-editing";
import { usePagedList } from "../common/use-paged-list";
import type { BannerRow } from "./banner-types";
import { BannerFormModal } from "./banner-form-modal";
import { bannerTypeOptions } from "./banner-type-select";
import { ListFilterSelect } from "../common/list-filter-select";

const t = zh.adminBanner;

/** /admin/banner: the carousel images with upload, link, type, order, enable and delete. */
export function BannerPage() {
  const list = usePagedList(bannerEndpoints.list, "banner");
  const form = useEditing<BannerRow>();
  const update = useApiMutation(bannerEndpoints.update);
  const remove = useApiMutation(bannerEndpoints.remove);

  const columns: TableColumnsType<BannerRow> = [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    {
      title: t.image,
      dataIndex: "path",
      width: 140,
      render: (path: string, b) => <Image src={path} alt={b.title} width={120} height={48} style={{ objectFit: "cover", borderRadius: 4 }} />,
    },
    { title: t.name, dataIndex: "title" },
    { title: t.type, dataIndex: "type", width: 90, render: (type: number) => t.types[type] ?? type },
    {
      title: t.url,
      dataIndex: "url",
      ellipsis: true,
      responsive: ["lg"],
      render: (url: string) => url || "-",
    },
    { title: zh.admin.sort, dataIndex: "sort", width: 70 },
    enableColumn<BannerRow>({ name: (b) => b.title, save: (b, enable) => update.call({ body: { id: b.id, enable } }) }),
    { title: zh.admin.createdAt, dataIndex: "created_at", render: formatTime, responsive: ["xl"] },
    editDeleteColumn<BannerRow>({ onEdit: form.edit, remove: (b) => remove.call({ query: { id: [b.id] } }) }),
  ];

  const toolbar = (
    <>
      <ListFilterSelect list={list} field="type" options={bannerTypeOptions} label={t.allTypes} width={140} />
      <KeywordSearch list={list} placeholder={t.searchPlaceholder} width={240} />
      <Button type="primary" icon={<PlusOutlined />} onClick={() => form.create()}>
        {t.create}
      </Button>
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<BannerRow> columns={columns} dataSource={list.items} loading={list.loading} pagination={list.pagination} minWidth={900} />
      <BannerFormModal editing={form} />
    </AdminPage>
  );
}
