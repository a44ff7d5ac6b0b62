import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { Avatar, Button, Dropdown, type MenuProps } from "antd";
import { useLogout } from "../../../shared/account/use-logout";
import { useSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";

export type AccountDrawer = "profile" | "password";

/** The header's user dropdown: profile and password in drawers, and logout (to / with 退出成功). */
export function UserMenu({ onOpenDrawer }: { onOpenDrawer: (drawer: AccountDrawer) => void }) {
  const { user } = useSession();
  const logout = useLogout();
  if (!user) return null;

  const items: MenuProps["items"] = [
    { key: "profile", icon: <UserOutlined />, label: zh.admin.header.profile },
    { key: "password", icon: <KeyOutlined />, label: zh.admin.header.password },
    { type: "divider" },
    { key: "logout", icon: <LogoutOutlined />, label: zh.admin.header.logout },
  ];
  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key === "logout") void logout();
    else onOpenDrawer(key as AccountDrawer);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={["click"]} placement="bottomRight">
      <Button type="text" data-testid="admin-user-menu" style={{ height: 48 }}>
        <Avatar size="small" src={user.avatar || undefined} alt={user.username} icon={<UserOutlined />} />
        <span>{user.username}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
