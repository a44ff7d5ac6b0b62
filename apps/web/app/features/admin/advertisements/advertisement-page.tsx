import { PlusOutlined } from "@ant-design/icons";
import { advertisementEndpoints } from "@wenku/contract";
import { Button, Popover, type TableColumnsType } from "antd";
import { useState } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { formatTime } from "../../../shared/format";
import { KeywordSearch } from "../common/keyword-search";
import { editDeleteColumn, enableColumn } from "../common/row-columns";
import { useEditing } from "../common/use-editing";
import { usePagedList } from "../common/use-paged-list";
import { AdStatus } from "./ad-status";
import type { AdvertisementRow } from "./advertisement-types";
import { AdvertisementFormModal } from "./advertisement-form-modal";
import { positionLabel, positionOptions } from "./position-options";
import { ListFilterSelect } from "../common/list-filter-select";

const t = zh.ads.admin;

/** The stored (server-sanitized) HTML, shown as the page will show it. */
function AdPreview({ ad }: { ad: AdvertisementRow }) {
  return (
    <Popover content={<div className="wk-ad-preview" style={{ maxWidth: 480, overflow: "auto" }} dangerouslySetInnerHTML={{ __html: ad.content }} />} title={t.preview}>
      <Button type="link" size="small">
        {t.preview}
      </Button>
    </Popover>
  );
}

/** /admin/advertisement: ads by position with their time window, enable, preview, edit and delete. */
export function AdvertisementPage() {
  const list = usePagedList(advertisementEndpoints.list, "advertisement");
  const form = useEditing<AdvertisementRow>();
  const update = useApiMutation(advertisementEndpoints.update);
  const remove = useApiMutation(advertisementEndpoints.remove);
  // Statuses are judged against the time the page opened, the same for every row.
  const [now] = useState(() => new Date().toISOString());

  const columns: TableColumnsType<AdvertisementRow> = [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    { title: t.name, dataIndex: "title", ellipsis: true, render: (title: string) => title || "-" },
    { title: t.position, dataIndex: "position", render: positionLabel },
    { title: t.statusLabel, key: "status", width: 90, render: (_, ad) => <AdStatus ad={ad} now={now} /> },
    {
      title: t.time,
      key: "time",
      responsive: ["lg"],
      render: (_, ad) => `${ad.start_time ? formatTime(ad.start_time) : t.unlimited} ~ ${ad.end_time ? formatTime(ad.end_time) : t.unlimited}`,
    },
    enableColumn<AdvertisementRow>({ name: (ad) => ad.title || ad.id, save: (ad, enable) => update.call({ body: { id: ad.id, enable } }) }),
    { title: t.remark, dataIndex: "remark", ellipsis: true, responsive: ["xl"] },
    editDeleteColumn<AdvertisementRow>({
      before: (ad) => <AdPreview ad={ad} />,
      onEdit: form.edit,
      remove: (ad) => remove.call({ query: { id: [ad.id] } }),
      width: 190,
    }),
  ];

  const toolbar = (
    <>
      <ListFilterSelect list={list} field="position" options={positionOptions} label={t.allPositions} width={200} showSearch />
      <KeywordSearch list={list} placeholder={t.searchPlaceholder} width={240} />
      <Button type="primary" icon={<PlusOutlined />} onClick={() => form.create()}>
        {t.create}
      </Button>
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<AdvertisementRow> columns={columns} dataSource={list.items} loading={list.loading} pagination={list.pagination} minWidth={960} />
      <AdvertisementFormModal editing={form} />
    </AdminPage>
  );
}
