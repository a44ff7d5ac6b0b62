import { RedoOutlined } from "@ant-design/icons";
import { documentEndpoints } from "@wenku/contract";
import { Button, Popconfirm } from "antd";
import { useState, type Key } from "react";
import { useSearchParams } from "react-router";
import { creditName, useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { CategoryFilter } from "../common/category-filter";
import { KeywordSearch } from "../common/keyword-search";
import { useEditing } from "../common/use-editing";
import { usePagedList, type FilterOf } from "../common/use-paged-list";
import { BatchActions } from "./batch-actions";
import { documentColumns, documentTableWidth } from "./document-columns";
import type { AdminDocument } from "./document-types";
import { DocumentEditModal } from "./document-edit-modal";
import { DocumentRevisionReview } from "./document-revision-review";
import { documentStatuses, statusOptions } from "./document-status";
import { useDocumentCommands } from "./use-document-commands";
import { useDocumentOptions } from "./use-document-options";
import { ListFilterSelect } from "../common/list-filter-select";

type DocumentFilter = FilterOf<typeof documentEndpoints.list>;
const t = zh.adminDocuments.list;

/** `?status=3` (the dashboard's links) opens the list filtered by that status. */
function initialFilter(params: URLSearchParams): DocumentFilter {
  const status = Number(params.get("status") ?? "");
  return params.has("status") && (documentStatuses as readonly number[]).includes(status) ? { status: [status] } : {};
}

/**
 * /admin/document/list: every document in every status — search, filters, editing, review, state changes,
 * reconversion, batch category / language / recommendation, and deletion to the recycle bin.
 */
export function DocumentListPage() {
  const [params] = useSearchParams();
  const list = usePagedList(documentEndpoints.list, "document", { filter: initialFilter(params) });
  const options = useDocumentOptions();
  const editing = useEditing<AdminDocument>();
  const [selected, setSelected] = useState<Key[]>([]);
  const commands = useDocumentCommands();
  const credit = creditName(useSettings());
  const columns = documentColumns({ commands, onEdit: editing.edit, languageName: options.languageName, creditName: credit });

  const toolbar = (
    <>
      <KeywordSearch list={list} placeholder={t.searchPlaceholder} />
      <ListFilterSelect list={list} field="status" options={statusOptions} label={t.statusFilter} width={140} testId="document-status-filter" />
      <CategoryFilter list={list} tree={options.categoryTree} placeholder={t.categoryFilter} />
      <BatchActions
        ids={selected.map(Number)}
        commands={commands}
        options={options}
        onCleared={() => setSelected([])}
      />
      <DocumentRevisionReview />
      <Popconfirm title={t.reconvertFailedConfirm} onConfirm={commands.reconvertFailed}>
        <Button icon={<RedoOutlined />}>{t.reconvertFailed}</Button>
      </Popconfirm>
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<AdminDocument>
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        minWidth={documentTableWidth}
      />
      <DocumentEditModal editing={editing} options={options} />
    </AdminPage>
  );
}
