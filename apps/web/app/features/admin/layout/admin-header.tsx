import { HomeOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { Button, Flex, Layout, theme } from "antd";
import { zh } from "../../../locales/zh-CN";
import { UserMenu, type AccountDrawer } from "./user-menu";

interface AdminHeaderProps {
  collapsed: boolean;
  onToggle: () => void;
  onOpenDrawer: (drawer: AccountDrawer) => void;
}

/** The top bar: the menu toggle, a way back to the site, and the user dropdown. */
export function AdminHeader({ collapsed, onToggle, onOpenDrawer }: AdminHeaderProps) {
  const { token } = theme.useToken();
  return (
    <Layout.Header style={{ background: token.colorBgContainer, paddingInline: 8, position: "sticky", top: 0, zIndex: 10 }}>
      <Flex justify="space-between" align="center" style={{ height: "100%" }}>
        <Button
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
          aria-label={collapsed ? zh.admin.header.expand : zh.admin.header.collapse}
          data-testid="admin-menu-toggle"
          style={{ fontSize: 18, width: 48, height: 48 }}
        />
        <Flex align="center" gap={4}>
          <Button type="text" href="/" icon={<HomeOutlined />}>
            {zh.admin.header.backToSite}
          </Button>
          <UserMenu onOpenDrawer={onOpenDrawer} />
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
