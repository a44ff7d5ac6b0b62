import { Spin, Tabs } from "antd";
import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useRequireLogin } from "../guards/use-require-login";
import { meTabs } from "./me-tabs";
import "./account.css";

/** The member area /me (login required): a tab per page, the page below. Anonymous visitors go to /login. */
export function MeLayout({ children }: { children: ReactNode }) {
  const session = useRequireLogin();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!session) {
    return <Spin className="wk-me-loading" size="large" />;
  }
  // The longest tab path that is the page or one of its parents: /me only for /me itself.
  const active = meTabs
    .filter((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
  return (
    <div className="wk-me">
      <div className="wk-me-content">
        <Tabs activeKey={active} items={meTabs.map((tab) => ({ key: tab.path, label: tab.label }))} onChange={(key) => void navigate(key)} />
        {children}
      </div>
    </div>
  );
}
