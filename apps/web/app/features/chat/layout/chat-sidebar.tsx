import { HistoryOutlined, HomeOutlined, MessageOutlined, SearchOutlined, UserOutlined } from "@ant-design/icons";
import { Tooltip } from "antd";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { zh } from "../../../locales/zh-CN";

interface SideLink {
  to: string;
  label: string;
  icon: ReactNode;
  /** Paths that light this link up besides its own. */
  active?: (pathname: string) => boolean;
}

const n = zh.chat.nav;
const isTopic = (p: string) => p === "/chat" || p === "/chat/dialog" || (/^\/chat\/[^/]+$/.test(p) && !["/chat/search", "/chat/history"].includes(p));

export const chatSideLinks: SideLink[] = [
  { to: "/", label: n.home, icon: <HomeOutlined /> },
  { to: "/chat/dialog", label: n.dialog, icon: <MessageOutlined />, active: isTopic },
  { to: "/chat/search", label: n.search, icon: <SearchOutlined /> },
  { to: "/chat/history", label: n.history, icon: <HistoryOutlined /> },
  { to: "/me", label: n.me, icon: <UserOutlined /> },
];

/** The chat layout's 70 px side bar of icon links (spec §2): home, AI 对话, AI 搜索, 历史会话, 个人中心. */
export function ChatSidebar() {
  const { pathname } = useLocation();
  return (
    <nav className="wk-chat-side" aria-label={zh.chat.pageTitle} data-testid="chat-sidebar">
      {chatSideLinks.map((link) => {
        const active = link.active ? link.active(pathname) : pathname === link.to;
        return (
          <Tooltip key={link.to} title={link.label} placement="right">
            <Link to={link.to} className={`wk-chat-side-link${active ? " wk-chat-side-active" : ""}`} aria-current={active ? "page" : undefined}>
              <span className="wk-chat-side-icon">{link.icon}</span>
              <span className="wk-chat-side-label">{link.label}</span>
            </Link>
          </Tooltip>
        );
      })}
    </nav>
  );
}
