import { PlusOutlined } from "@ant-design/icons";
import { Button, Image, Select, type TableColumnsType } from "antd";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { formatTime } from "../../../shared/format";
import { KeywordSearch } from "../common/keyword-search";
import { editDeleteColumn, enableColumn } from "../common/row-columns";
import { useEditing } from "../common/use-editing";
import { usePagedList } from "../common/use-paged-list";
import { bannerApi, type BannerRow } from "./banner-api";
import { BannerFormModal } from "./banner-form-modal";
import { bannerTypeOptions } from "./banner-type-select";

const t = zh.adminBanner;

/** /admin/banner: the carousel images with upload, link, type, order, enable and delete. */
export function BannerPage() {
  const list = usePagedList(bannerApi.listRoute, "banner");
  const form = useEditing<BannerRow>();

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
    enableColumn<BannerRow>({ name: (b) => b.title, save: (b, enable) => bannerApi.update({ id: b.id, enable }), onSaved: list.reload }),
    { title: zh.admin.createdAt, dataIndex: "created_at", render: formatTime, responsive: ["xl"] },
    editDeleteColumn<BannerRow>({ onEdit: form.edit, remove: (b) => bannerApi.remove(b.id), onDeleted: list.reload }),
  ];

  const toolbar = (
    <>
      <Select<number>
        allowClear
        style={{ width: 140 }}
        placeholder={t.allTypes}
        aria-label={t.allTypes}
        options={bannerTypeOptions}
        value={list.filter.type?.[0]}
        onChange={(type) => list.search({ ...list.filter, type: type === undefined ? undefined : [type] })}
      />
      <KeywordSearch list={list} placeholder={t.searchPlaceholder} width={240} />
      <Button type="primary" icon={<PlusOutlined />} onClick={() => form.create()}>
        {t.create}
      </Button>
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<BannerRow> columns={columns} dataSource={list.items} loading={list.loading} pagination={list.pagination} minWidth={900} />
      <BannerFormModal editing={form} onSaved={list.reload} />
    </AdminPage>
  );
}
