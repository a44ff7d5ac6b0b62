import { SettingOutlined } from "@ant-design/icons";
import { ocrEndpoints, type OcrDocument } from "@wenku/contract";
import { App, Button, Popconfirm } from "antd";
import { useState, type Key } from "react";
import { Link } from "react-router";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { KeywordSearch } from "../common/keyword-search";
import { StatusFilter } from "../common/status-filter";
import { useAction } from "../../../shared/use-action";
import { usePagedList } from "../common/use-paged-list";
import { ocrColumns } from "./ocr-columns";

const t = zh.adminOcr;

/** /admin/document/ocr: documents with scanned pages and their OCR status — filter, and re-run OCR on chosen ones. */
export function OcrPage() {
  const list = usePagedList(ocrEndpoints.list, "document");
  const [selected, setSelected] = useState<Key[]>([]);
  const run = useAction();
  const { message } = App.useApp();
  // OCR runs again through reconversion.
  const { call: rerunOcr } = useApiMutation(ocrEndpoints.rerun);
  const ids = selected.map(Number);

  const rerun = async (chosen: number[]) => {
    const ok = await run(async () => {
      const { count } = await rerunOcr({ body: { id: chosen } });
      void message.success(t.rerunDone(count));
    });
    if (ok) setSelected([]);
  };

  const toolbar = (
    <>
      <KeywordSearch list={list} placeholder={t.searchPlaceholder} width={220} />
      <StatusFilter list={list} statuses={t.statuses} label={t.status} placeholder={t.allStatuses} />
      <Popconfirm title={t.rerunConfirm(ids.length)} onConfirm={() => rerun(ids)} disabled={!ids.length}>
        <Button type="primary" disabled={!ids.length}>
          {t.rerunSelected}
        </Button>
      </Popconfirm>
      <Link to="/admin/config/ocr">
        <Button icon={<SettingOutlined />}>{t.settings}</Button>
      </Link>
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<OcrDocument>
        rowKey="id"
        columns={ocrColumns((chosen) => void rerun(chosen))}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        minWidth={900}
      />
    </AdminPage>
  );
}
