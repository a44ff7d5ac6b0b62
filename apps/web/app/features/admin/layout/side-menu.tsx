import { constants } from "@wenku/contract";
import { Layout, Menu, type MenuProps } from "antd";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { zh } from "../../../locales/zh-CN";
import { ancestorKeys, normalizePath } from "./admin-access";
import { brandIcon, type AdminMenuEntry } from "./admin-menu";

type MenuItem = Required<MenuProps>["items"][number];

function toItems(entries: AdminMenuEntry[]): MenuItem[] {
  return entries.map((e) =>
    e.children
      ? { key: e.key, icon: e.icon, label: e.label, children: toItems(e.children) }
      : { key: e.key, icon: e.icon, label: <Link to={e.path!}>{e.label}</Link> },
  );
}

interface SideMenuProps {
  entries: AdminMenuEntry[];
  collapsed: boolean;
  mobile: boolean;
  onNavigate: () => void;
}

/** The 240 px side menu; collapsed it keeps the icons, on phones it hides and opens over the content. */
export function SideMenu({ entries, collapsed, mobile, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const path = normalizePath(pathname) === "/admin" ? "/admin/dashboard" : normalizePath(pathname);
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // The current page's group opens in the expanded menu; the collapsed menu opens groups only on hover.
  const [shown, setShown] = useState<{ entries: AdminMenuEntry[]; path: string; collapsed: boolean }>();
  if (shown?.entries !== entries || shown.path !== path || shown.collapsed !== collapsed) {
    setShown({ entries, path, collapsed });
    if (!collapsed) setOpenKeys((keys) => [...new Set([...keys, ...ancestorKeys(entries, path)])]);
  }

  return (
    <Layout.Sider
      width={constants.adminSideMenuWidth}
      collapsed={collapsed}
      collapsedWidth={mobile ? 0 : 80}
      trigger={null}
      data-testid="admin-side-menu"
      style={
        mobile
          ? { position: "fixed", insetBlock: 0, left: 0, zIndex: 100, overflow: "auto" }
          : { position: "sticky", top: 0, height: "100vh", overflow: "auto" }
      }
    >
      <Link
        to="/admin"
        style={{
          display: "flex",
          alignItems: "center",
          gap: 8,
          height: 64,
          paddingInline: collapsed ? 0 : 24,
          justifyContent: collapsed ? "center" : "flex-start",
          color: "#fff",
          fontSize: 18,
          fontWeight: 600,
        }}
      >
        {brandIcon}
        {!collapsed && <span>{zh.admin.brand}</span>}
      </Link>
      <nav aria-label={zh.admin.brand}>
        <Menu
          theme="dark"
          mode="inline"
          items={toItems(entries)}
          selectedKeys={[path]}
          openKeys={openKeys}
          onOpenChange={setOpenKeys}
          onClick={onNavigate}
        />
      </nav>
    </Layout.Sider>
  );
}
