import { UserOutlined } from "@ant-design/icons";
import { Avatar, Button, Flex, Popconfirm, Space, Tag, type TableColumnsType } from "antd";
import { zh } from "../../../locales/zh-CN";
import { formatTime } from "../../../shared/format";
import type { Group } from "../groups/group-types";
import { GroupTag } from "../groups/group-tag";
import { UserStatus, type AdminUser } from "./user-types";

const t = zh.admin.user;

export interface UserRowActions {
  edit: (user: AdminUser) => void;
  resetPassword: (user: AdminUser) => void;
  setDisabled: (user: AdminUser, disabled: boolean) => Promise<void>;
  remove: (user: AdminUser) => void;
}

/** The user table's columns: identity, contacts, groups, counts, status, times and the row actions. */
export function userColumns(groups: Map<number, Group>, actions: UserRowActions): TableColumnsType<AdminUser> {
  return [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    {
      title: t.username,
      dataIndex: "username",
      render: (_, user) => (
        <Flex align="center" gap={8}>
          <Avatar size="small" src={user.avatar || undefined} alt={user.username} icon={<UserOutlined />} />
          <a href={`/user/${user.id}`} target="_blank" rel="noreferrer">
            {user.username}
          </a>
        </Flex>
      ),
    },
    { title: t.realname, dataIndex: "realname", responsive: ["lg"] },
    { title: t.email, dataIndex: "email", responsive: ["md"] },
    { title: t.mobile, dataIndex: "mobile", responsive: ["xl"] },
    {
      title: t.groups,
      dataIndex: "group_id",
      render: (ids: number[] | undefined) =>
        (ids ?? []).map((id) => (
          <GroupTag key={id} color={groups.get(id)?.color}>
            {groups.get(id)?.title ?? id}
          </GroupTag>
        )),
    },
    { title: t.credits, dataIndex: "credit_count", width: 80, responsive: ["lg"] },
    { title: t.documents, dataIndex: "doc_count", width: 80, responsive: ["lg"] },
    {
      title: t.status,
      dataIndex: "status",
      width: 90,
      render: (status?: number) =>
        status === UserStatus.disabled ? <Tag color="red">{t.statusDisabled}</Tag> : <Tag color="green">{t.statusNormal}</Tag>,
    },
    { title: t.loginAt, dataIndex: "login_at", render: formatTime, responsive: ["xl"] },
    { title: zh.admin.createdAt, dataIndex: "created_at", render: formatTime, responsive: ["xxl"] },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 180,
      render: (_, user) => <UserActions user={user} actions={actions} />,
    },
  ];
}

function UserActions({ user, actions }: { user: AdminUser; actions: UserRowActions }) {
  const disabled = user.status === UserStatus.disabled;
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => actions.edit(user)}>
        {zh.edit}
      </Button>
      <Button type="link" size="small" onClick={() => actions.resetPassword(user)}>
        {t.resetPassword}
      </Button>
      {disabled ? (
        <Button type="link" size="small" onClick={() => actions.setDisabled(user, false)}>
          {t.enable}
        </Button>
      ) : (
        <Popconfirm title={t.disableConfirm} onConfirm={() => actions.setDisabled(user, true)}>
          <Button type="link" size="small" danger>
            {t.disable}
          </Button>
        </Popconfirm>
      )}
      <Button type="link" size="small" danger onClick={() => actions.remove(user)}>
        {zh.delete}
      </Button>
    </Space>
  );
}
