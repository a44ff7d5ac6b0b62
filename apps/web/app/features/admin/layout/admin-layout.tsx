import { Layout, Spin } from "antd";
import { useEffect, useMemo, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { refreshSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";
import { useRequireLogin } from "../../guards/use-require-login";
import { AccountDrawers } from "./account-drawers";
import { adminAccess, visibleMenu } from "./admin-access";
import { AdminForbidden } from "./admin-forbidden";
import { mainContentId, SkipLink } from "../../../shared/skip-link";
import { AdminHeader } from "./admin-header";
import { adminMenu } from "./admin-menu";
import { SideMenu } from "./side-menu";
import { useMenuCollapse } from "./use-menu-collapse";
import type { AccountDrawer } from "./user-menu";
import "./admin-layout.css";

/** Reloads the user and permissions once when the back office opens (they may have changed, or the session expired). */
function useSessionRechecked(): boolean {
  const [rechecked, setRechecked] = useState(false);
  useEffect(() => {
    void refreshSession().finally(() => setRechecked(true));
  }, []);
  return rechecked;
}

/**
 * The back office frame: side menu, header and the page. The server renders only this shell; once the stored
 * session is known and rechecked, strangers and expired sessions go to /login?redirect=…, members without any admin
 * page see 403 alone, a page they may not open shows 403 in the frame, and the page renders its data client-side.
 */
export function AdminLayout() {
  const session = useRequireLogin(zh.admin.access.loginFirst);
  const rechecked = useSessionRechecked();
  const { pathname } = useLocation();
  const { collapsed, mobile, toggle, collapseOnPhone } = useMenuCollapse();
  const [drawer, setDrawer] = useState<AccountDrawer | null>(null);
  const allowPages = session?.allowPages;
  const entries = useMemo(() => (allowPages ? visibleMenu(adminMenu, allowPages) : []), [allowPages]);

  const access = session && rechecked ? adminAccess(pathname, session, adminMenu) : "login";
  if (access === "none") return <AdminForbidden inFrame={false} />;

  return (
    <Layout style={{ minHeight: "100vh" }} hasSider>
      <SkipLink />
      <SideMenu entries={entries} collapsed={collapsed} mobile={mobile} onNavigate={collapseOnPhone} />
      {mobile && !collapsed && (
        <div onClick={toggle} style={{ position: "fixed", inset: 0, zIndex: 99, background: "rgba(0, 0, 0, 0.45)" }} />
      )}
      <Layout style={{ minWidth: 0 }}>
        <AdminHeader collapsed={collapsed} onToggle={toggle} onOpenDrawer={setDrawer} />
        <Layout.Content id={mainContentId} tabIndex={-1} style={{ margin: mobile ? 8 : 16, minWidth: 0 }} data-testid="admin-content">
          {access === "allowed" ? <Outlet /> : access === "forbidden" ? <AdminForbidden inFrame /> : <Spin style={{ display: "block", marginTop: 80 }} />}
        </Layout.Content>
      </Layout>
      <AccountDrawers open={drawer} onClose={() => setDrawer(null)} />
    </Layout>
  );
}
