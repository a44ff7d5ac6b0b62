import { attachmentEndpoints, attachmentTypeNames } from "@wenku/contract";
import { Select } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { KeywordSearch } from "../common/keyword-search";
import { useEditing } from "../common/use-editing";
import { usePagedList } from "../common/use-paged-list";
import type { Attachment } from "./attachment-types";
import { attachmentColumns } from "./attachment-columns";
import { AttachmentFormModal } from "./attachment-form-modal";
import { ListFilterSelect } from "../common/list-filter-select";

const t = zh.adminDocuments.attachment;
const typeOptions = Object.entries(attachmentTypeNames).map(([value, label]) => ({ value: Number(value), label }));

/**
 * /admin/attachment: every stored file. Marking one illegal blocks its hash: the same file can no longer be
 * uploaded or downloaded (api-contract §4.10).
 */
export function AttachmentPage() {
  const list = usePagedList(attachmentEndpoints.list, "attachment");
  const editing = useEditing<Attachment>();
  const markLegal = useApiMutation(attachmentEndpoints.update, { done: t.markedLegal });
  const markIllegal = useApiMutation(attachmentEndpoints.update, { done: t.markedIllegal });

  const setLegal = async (attachment: Attachment, legal: boolean) => {
    await (legal ? markLegal : markIllegal).run({ body: { id: attachment.id, enable: legal } });
  };

  const toolbar = (
    <>
      <KeywordSearch list={list} placeholder={t.searchPlaceholder} />
      <ListFilterSelect list={list} field="type" options={typeOptions} label={t.typeFilter} width={140} />
      <Select<"true" | "false">
        allowClear
        placeholder={t.stateFilter}
        aria-label={t.stateFilter}
        style={{ width: 120 }}
        options={[
          { value: "true", label: t.legal },
          { value: "false", label: t.illegal },
        ]}
        onChange={(enable) => list.search({ ...list.filter, enable: enable === undefined ? undefined : [enable === "true"] })}
      />
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<Attachment>
        columns={attachmentColumns({ edit: editing.edit, setLegal })}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        minWidth={1080}
      />
      <AttachmentFormModal editing={editing} />
    </AdminPage>
  );
}
