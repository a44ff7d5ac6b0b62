import { formatBytes } from "@wenku/contract";
import { Space, Table, type TableColumnsType } from "antd";
import { Link } from "react-router";
import { useAccessibleTable } from "../../lib/use-accessible-table";
import { zh } from "../../locales/zh-CN";
import { documentHref } from "../../shared/document-href";
import { FileTypeIcon } from "../../shared/file-type-icon";
import { memberPageSize, type PagedRows } from "./use-paged";

interface DocumentRow {
  id: number;
  title: string;
  ext: string;
  document_uuid: string;
  pages: number;
  size: number;
}

/** Title (with file icon and link), pages and size columns for a member list of documents. */
export function documentColumns<T extends DocumentRow>(): TableColumnsType<T> {
  return [
    {
      title: zh.document.title,
      dataIndex: "title",
      render: (_, row) => (
        <Space size={6}>
          <FileTypeIcon ext={row.ext} />
          <Link to={documentHref({ uuid: row.document_uuid })}>{row.title}</Link>
        </Space>
      ),
    },
    { title: zh.document.pagesLabel, dataIndex: "pages", width: 70 },
    { title: zh.document.sizeLabel, dataIndex: "size", width: 100, render: (size: number) => formatBytes(size) },
  ];
}

interface MemberTableProps<T> {
  list: PagedRows<T>;
  columns: TableColumnsType<T>;
  testId: string;
  /** The width below which the table scrolls sideways. */
  scrollX?: number;
}

/** One paged member list, rows keyed by id. */
export function MemberTable<T extends object>({ list, columns, testId, scrollX = 600 }: MemberTableProps<T>) {
  const ref = useAccessibleTable();
  return (
    <Table<T>
      ref={ref}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.data.items}
      loading={list.loading}
      scroll={{ x: scrollX }}
      pagination={{ current: list.page, pageSize: memberPageSize, total: list.data.total, onChange: list.setPage, showSizeChanger: false }}
      data-testid={testId}
    />
  );
}
