import { downloadEndpoints, type ApiReplyOf } from "@wenku/contract";
import type { TableColumnsType } from "antd";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { RelativeDate } from "../../shared/relative-date";
import { MemberTable, documentColumns } from "./member-table";
import { usePaged } from "./use-paged";

type DownloadRecord = ApiReplyOf<typeof downloadEndpoints.mine>["download"][number];

/** /me/download: what the member downloaded, with the credits each download cost. */
export function MyDownloads() {
  const settings = useSettings();
  const list = usePaged(downloadEndpoints.mine, "download");
  const columns: TableColumnsType<DownloadRecord> = [
    ...documentColumns<DownloadRecord>(),
    {
      title: zh.document.paid,
      dataIndex: "price",
      width: 100,
      render: (price: number, row) => (row.is_pay && price > 0 ? zh.document.priceIn(price, creditName(settings)) : zh.document.free),
    },
    { title: zh.document.downloadedAt, dataIndex: "created_at", width: 110, render: (value: string) => <RelativeDate value={value} /> },
  ];
  return <MemberTable list={list} columns={columns} testId="my-downloads" />;
}
