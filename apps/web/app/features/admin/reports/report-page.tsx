import { reportEndpoints } from "@wenku/contract";
import { Select } from "antd";
import { useState, type Key } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { KeywordSearch } from "../common/keyword-search";
import { useEditing } from "../common/use-editing";
import { usePagedList } from "../common/use-paged-list";
import { ProcessReportModal } from "./process-report-modal";
import type { Report } from "./report-types";
import { reportColumns } from "./report-columns";
import { DeleteSelectedButton } from "../common/delete-selected-button";
import { ListFilterSelect } from "../common/list-filter-select";

const t = zh.adminDocuments.report;

/** /admin/report: reported documents and articles — mark processed with a remark, or delete. */
export function ReportPage() {
  const list = usePagedList(reportEndpoints.list, "report");
  const processing = useEditing<Report>();
  const [selected, setSelected] = useState<Key[]>([]);
  const remove = useApiMutation(reportEndpoints.remove);
  const removeSelected = useApiMutation(reportEndpoints.remove, { done: zh.admin.deleted });

  const deleteSelected = async () => {
    if (await removeSelected.run({ query: { id: selected.map(Number) } })) setSelected([]);
  };

  const toolbar = (
    <>
      <KeywordSearch list={list} placeholder={zh.comments.reports.searchPlaceholder} width={240} />
      <ListFilterSelect list={list} field="type" options={[0, 1].map((value) => ({ value, label: zh.comments.reports.types[value] }))} label={zh.comments.reports.item} placeholder={zh.comments.reports.typeFilter} width={120} />
      <Select<"true" | "false">
        allowClear
        placeholder={t.stateFilter}
        aria-label={t.stateFilter}
        style={{ width: 120 }}
        options={[
          { value: "false", label: t.unprocessed },
          { value: "true", label: t.processed },
        ]}
        onChange={(status) => list.search({ ...list.filter, status: status === undefined ? undefined : [status === "true"] })}
      />
      <DeleteSelectedButton count={selected.length} onConfirm={deleteSelected} label={t.deleteSelected} />
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<Report>
        columns={reportColumns({ process: processing.edit, remove: (r) => remove.call({ query: { id: [r.id] } }) })}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        minWidth={1250}
      />
      <ProcessReportModal editing={processing} />
    </AdminPage>
  );
}
