import { Layout, Spin } from "antd";
import { useEffect, useMemo, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { refreshSession, useSession } from "../../../lib/session";
import { useHydrated } from "../../../lib/use-hydrated";
import { AccountDrawers } from "./account-drawers";
import { adminRedirect, visibleMenu } from "./admin-access";
import { AdminHeader } from "./admin-header";
import { adminMenu } from "./admin-menu";
import { SideMenu } from "./side-menu";
import { useMenuCollapse } from "./use-menu-collapse";
import type { AccountDrawer } from "./user-menu";
import "./admin-layout.css";

/**
 * The back office frame: side menu, header and the page. The server renders only this shell; once the stored
 * session is known the page guards itself (spec §6) and renders its data client-side.
 */
export function AdminLayout() {
  const hydrated = useHydrated();
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { collapsed, mobile, toggle, collapseOnPhone } = useMenuCollapse();
  const [drawer, setDrawer] = useState<AccountDrawer | null>(null);

  const redirect = hydrated ? adminRedirect(pathname, session, adminMenu) : null;
  const entries = useMemo(() => (hydrated ? visibleMenu(adminMenu, session.allowPages) : []), [hydrated, session.allowPages]);

  useEffect(() => {
    if (redirect) void navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  // Permissions may have changed since login: reload them once when the back office opens.
  useEffect(() => {
    void refreshSession();
  }, []);

  return (
    <Layout style={{ minHeight: "100vh" }} hasSider>
      <SideMenu entries={entries} collapsed={collapsed} mobile={mobile} onNavigate={collapseOnPhone} />
      {mobile && !collapsed && (
        <div onClick={toggle} style={{ position: "fixed", inset: 0, zIndex: 99, background: "rgba(0, 0, 0, 0.45)" }} />
      )}
      <Layout style={{ minWidth: 0 }}>
        <AdminHeader collapsed={collapsed} onToggle={toggle} onOpenDrawer={setDrawer} />
        <Layout.Content style={{ margin: mobile ? 8 : 16, minWidth: 0 }} data-testid="admin-content">
          {hydrated && !redirect ? <Outlet /> : <Spin style={{ display: "block", marginTop: 80 }} />}
        </Layout.Content>
      </Layout>
      <AccountDrawers open={drawer} onClose={() => setDrawer(null)} />
    </Layout>
  );
}
