import { Button, Popconfirm, Space, Tag, type TableColumnsType } from "antd";
import { zh } from "../../../locales/zh-CN";
import { formatTime } from "../../../shared/format";
import { isInForce, type Punishment } from "./punishment-types";

const t = zh.adminDocuments.punishment;

export interface PunishmentRowActions {
  edit: (p: Punishment) => void;
  cancel: (ids: number[]) => void | Promise<void>;
}

function StateTag({ p }: { p: Punishment }) {
  if (!p.enable) return <Tag>{t.cancelled}</Tag>;
  return isInForce(p) ? <Tag color="red">{t.active}</Tag> : <Tag color="default">{t.expired}</Tag>;
}

/** The punishment table's columns. */
export function punishmentColumns(actions: PunishmentRowActions): TableColumnsType<Punishment> {
  return [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    { title: t.user, dataIndex: "username", width: 120, render: (name: string, p) => name || p.user_id },
    { title: t.type, dataIndex: "type", width: 120, render: (type: number) => <Tag color="volcano">{t.types[type] ?? type}</Tag> },
    { title: t.state, key: "state", width: 90, render: (_, p) => <StateTag p={p} /> },
    { title: t.endTime, dataIndex: "end_time", width: 150, render: (end?: string) => (end ? formatTime(end) : t.permanent) },
    { title: t.reason, dataIndex: "reason", ellipsis: true, responsive: ["md"] },
    { title: t.remark, dataIndex: "remark", ellipsis: true, responsive: ["xl"] },
    { title: zh.admin.createdAt, dataIndex: "created_at", width: 150, responsive: ["lg"], render: formatTime },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 140,
      render: (_, p) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => actions.edit(p)}>
            {zh.edit}
          </Button>
          {p.enable && (
            <Popconfirm title={t.cancelConfirm} onConfirm={() => actions.cancel([p.id])}>
              <Button type="link" size="small" danger>
                {t.cancel}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
