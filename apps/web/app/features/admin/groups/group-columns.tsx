import { CheckOutlined } from "@ant-design/icons";
import { Button, Space, Tag, type TableColumnsType } from "antd";
import { zh } from "../../../locales/zh-CN";
import { DeleteButton } from "../common/delete-button";
import { formatTime } from "../../../shared/format";
import { capabilityFlags } from "./capabilities";
import type { Group } from "./group-types";
import { GroupTag } from "./group-tag";

export interface GroupRowActions {
  edit: (group: Group) => void;
  grant: (group: Group) => void;
  remove: (group: Group) => Promise<unknown>;
}

const t = zh.admin.group;

/** The group table's columns: the badge, the capabilities held, members, sort and the row actions. */
export function groupColumns(actions: GroupRowActions): TableColumnsType<Group> {
  return [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    { title: t.name, dataIndex: "title", render: (title: string, g) => <GroupTag color={g.color}>{title}</GroupTag> },
    {
      title: t.capabilities,
      key: "capabilities",
      width: 380,
      render: (_, g) => (
        <Space size={[4, 4]} wrap>
          {capabilityFlags
            .filter(([name]) => g[name])
            .map(([name, label]) => (
              <Tag key={name} icon={<CheckOutlined />} bordered={false}>
                {label}
              </Tag>
            ))}
        </Space>
      ),
    },
    { title: t.userCount, dataIndex: "user_count", width: 80 },
    { title: zh.admin.sort, dataIndex: "sort", width: 70, responsive: ["md"] },
    { title: zh.admin.description, dataIndex: "description", ellipsis: true, responsive: ["lg"] },
    { title: zh.admin.updatedAt, dataIndex: "updated_at", render: formatTime, responsive: ["xxl"] },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 170,
      render: (_, g) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => actions.edit(g)}>
            {zh.edit}
          </Button>
          <Button type="link" size="small" onClick={() => actions.grant(g)}>
            {t.permissions}
          </Button>
          <DeleteButton onDelete={() => actions.remove(g)} />
        </Space>
      ),
    },
  ];
}
