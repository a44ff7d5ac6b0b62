import { commentEndpoints } from "@wenku/contract";
import { Button, Popconfirm } from "antd";
import { useState, type Key } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { KeywordSearch } from "../common/keyword-search";
import { StatusFilter } from "../common/status-filter";
import { useAction } from "../../../shared/use-action";
import { useEditing } from "../common/use-editing";
import { usePagedList } from "../common/use-paged-list";
import type { AdminComment } from "./comment-types";
import { commentColumns } from "./comment-columns";
import { CommentEditModal } from "./comment-edit-modal";
import "./comments.css";
import { ListFilterSelect } from "../common/list-filter-select";

const t = zh.comments.admin;

/** /admin/comment: review comments on documents and articles — approve, reject, edit, delete, one by one or in batches. */
export function CommentPage() {
  const list = usePagedList(commentEndpoints.list, "comment", { filter: { with_document_title: true } });
  const editing = useEditing<AdminComment>();
  const [selected, setSelected] = useState<Key[]>([]);
  const run = useAction();
  const { call: checkComments } = useApiMutation(commentEndpoints.check);
  const { call: removeComments } = useApiMutation(commentEndpoints.remove);
  const ids = selected.map(Number);

  const check = async (target: number[], status: number) => {
    if (await run(() => checkComments({ body: { id: target, status } }), status === 1 ? t.approved : t.rejected)) setSelected([]);
  };
  const removeSelected = async () => {
    if (await run(() => removeComments({ query: { id: ids } }), zh.admin.deleted)) setSelected([]);
  };

  const toolbar = (
    <>
      <KeywordSearch list={list} placeholder={t.searchPlaceholder} width={260} />
      <StatusFilter list={list} statuses={[0, 1, 2].map((s) => zh.comments.status[s])} label={t.status} placeholder={t.statusFilter} />
      <ListFilterSelect list={list} field="type" options={[0, 1].map((value) => ({ value, label: t.types[value] }))} label={t.item} placeholder={t.typeFilter} width={120} />
      <Button disabled={!ids.length} onClick={() => void check(ids, 1)} data-testid="comment-batch-approve">{t.batchApprove(ids.length)}</Button>
      <Button disabled={!ids.length} onClick={() => void check(ids, 2)}>{t.batchReject(ids.length)}</Button>
      <Popconfirm title={t.deleteSelectedConfirm(ids.length)} okButtonProps={{ danger: true }} onConfirm={removeSelected} disabled={!ids.length}>
        <Button danger disabled={!ids.length}>{t.batchDelete(ids.length)}</Button>
      </Popconfirm>
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<AdminComment>
        columns={commentColumns({ check: (c, status) => void check([c.id], status), edit: editing.edit, remove: (c) => removeComments({ query: { id: [c.id] } }) })}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        minWidth={1150}
        data-testid="admin-comments"
      />
      <CommentEditModal editing={editing} />
    </AdminPage>
  );
}
