import { UserOutlined } from "@ant-design/icons";
import type { UserPublic } from "@wenku/contract";
import { Avatar, Card } from "antd";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { zh } from "../../locales/zh-CN";
import { AdSlot } from "../ads/ad-slot";
import "./user-home.css";

/** A personal homepage: avatar, username and signature, the 主页 / 文档 tabs, then the tab's content. */
export function UserHomeLayout({ user, children }: { user: UserPublic; children: ReactNode }) {
  const base = `/user/${user.id}`;
  return (
    <div className="wk-user-home" data-testid="user-home">
      <AdSlot position="user_top" />
      <Card className="wk-user-card">
        <div className="wk-user-head">
          <Avatar size={72} src={user.avatar || undefined} alt={user.username} icon={<UserOutlined />} />
          <div className="wk-user-name">
            <h1 data-testid="user-name">{user.username}</h1>
            <p className="wk-muted">{user.signature || zh.document.noSignature}</p>
          </div>
        </div>
        <nav className="wk-user-tabs">
          <NavLink to={base} end>{zh.document.userHome}</NavLink>
          <NavLink to={`${base}/document`}>{zh.document.userDocuments}</NavLink>
          <NavLink to={`${base}/article`}>{zh.article.userArticles}</NavLink>
        </nav>
      </Card>
      {children}
    </div>
  );
}
