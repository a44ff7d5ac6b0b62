import { Spin } from "antd";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { zh } from "../../locales/zh-CN";
import { useRequireLogin } from "../guards/use-require-login";
import { meTabs } from "./me-tabs";
import "./account.css";

/**
 * The member area /me (login required): a row of links, one per page, drawn as tabs (they lead to pages, so they are
 * links in a nav, the current one marked), the page below. Anonymous visitors go to /login.
 */
export function MeLayout({ children }: { children: ReactNode }) {
  const session = useRequireLogin();
  const { pathname } = useLocation();
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
        <nav className="wk-me-tabs" aria-label={zh.account.memberCentre}>
          {meTabs.map((tab) => (
            <Link key={tab.path} to={tab.path} aria-current={tab.path === active ? "page" : undefined}>
              {tab.label}
            </Link>
          ))}
        </nav>
        {children}
      </div>
    </div>
  );
}
