import { PlusOutlined } from "@ant-design/icons";
import { punishmentEndpoints } from "@wenku/contract";
import { Button } from "antd";
import { useState, type Key } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { KeywordSearch } from "../common/keyword-search";
import { useEditing } from "../common/use-editing";
import { usePagedList } from "../common/use-paged-list";
import { punishmentTypes, type Punishment } from "./punishment-types";
import { punishmentColumns } from "./punishment-columns";
import { PunishmentFormModal } from "./punishment-form-modal";
import { ListFilterSelect } from "../common/list-filter-select";

const t = zh.adminDocuments.punishment;

/** /admin/user/punishment: punishments of users (spec §4 types 1–6) — list, create, edit and cancel. */
export function PunishmentPage() {
  const list = usePagedList(punishmentEndpoints.list, "punishment");
  const editing = useEditing<Punishment>();
  const [selected, setSelected] = useState<Key[]>([]);
  const cancelPunishments = useApiMutation(punishmentEndpoints.cancel, { done: t.cancelDone });

  const cancel = async (ids: number[]) => {
    if (await cancelPunishments.run({ body: { id: ids } })) setSelected([]);
  };

  const toolbar = (
    <>
      <KeywordSearch list={list} placeholder={t.searchPlaceholder} width={220} />
      <ListFilterSelect list={list} field="type" options={punishmentTypes.map((value) => ({ value, label: t.types[value] }))} label={t.typeFilter} width={140} />
      <ListFilterSelect
        list={list}
        field="enable"
        options={[
          { value: 1, label: t.enable },
          { value: 0, label: t.cancelled },
        ]}
        label={t.stateFilter}
        width={120}
      />
      <Button disabled={!selected.length} onClick={() => cancel(selected.map(Number))}>
        {t.cancelSelected}
      </Button>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => editing.create()}>
        {t.create}
      </Button>
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<Punishment>
        columns={punishmentColumns({ edit: editing.edit, cancel })}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        minWidth={900}
      />
      <PunishmentFormModal editing={editing} />
    </AdminPage>
  );
}
