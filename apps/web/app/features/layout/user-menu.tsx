import {
  AppstoreOutlined, CrownOutlined, DownOutlined, EditOutlined, HomeOutlined, LogoutOutlined, MessageOutlined, PayCircleOutlined, UploadOutlined, UserOutlined,
} from "@ant-design/icons";
import { Avatar, Dropdown, type MenuProps } from "antd";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useLogout } from "../../shared/account/use-logout";
import { entryHref } from "../../lib/redirect";
import { useSession } from "../../lib/session";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { VipIcon } from "../vip/vip-icon";
import { RechargeDialog } from "../order/recharge-dialog";

/** The header's user dropdown (spec §2), or a 登录 link for anonymous visitors. */
export function UserMenu() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const user = session.user;
  const settings = useSettings();
  const rechargeEnabled = settings.payment.enable_recharge;
  const [rechargeOpen, setRechargeOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  if (!user) {
    return (
      <Link className="wk-login-link" to={entryHref("/login", location)} data-testid="header-login">
        <UserOutlined /> {zh.login}
      </Link>
    );
  }

  const items: MenuProps["items"] = [
    { key: `/user/${user.id}`, icon: <HomeOutlined />, label: zh.layout.userHomepage },
    { key: "/me", icon: <UserOutlined />, label: zh.layout.userCenter },
    ...(settings.vip.enable
      ? [{ key: user.is_vip ? "/me/vip" : "/joinvip", icon: <CrownOutlined />, label: user.is_vip ? zh.commerce.vip.tab : zh.commerce.vip.join }]
      : []),
    ...(rechargeEnabled ? [{ key: "recharge", icon: <PayCircleOutlined />, label: zh.layout.recharge(creditName(settings)) }] : []),
    ...(settings.llm.enable ? [{ key: "/chat", icon: <MessageOutlined />, label: zh.layout.aiChat }] : []),
    { key: "/upload", icon: <UploadOutlined />, label: zh.layout.uploadDocument },
    { key: "/post", icon: <EditOutlined />, label: zh.layout.postArticle },
    ...(session.allowPages.length > 0 ? [{ key: "/admin", icon: <AppstoreOutlined />, label: zh.layout.adminBackend }] : []),
    { type: "divider" as const },
    { key: "logout", icon: <LogoutOutlined />, label: zh.logout },
  ];
  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key === "logout") void logout();
    else if (key === "recharge") setRechargeOpen(true);
    else void navigate(key);
  };

  return (
    <>
      {/* Hover opens it; from the keyboard, Enter, Space or ↓ open it with focus in the menu (Esc returns). */}
      <Dropdown menu={{ items, onClick }} placement="bottomRight" open={menuOpen} onOpenChange={setMenuOpen} autoFocus>
        <button
          type="button"
          className="wk-user-trigger"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          data-testid="header-user"
          onKeyDown={(event) => {
            if (event.key !== "Enter" && event.key !== " " && event.key !== "ArrowDown") return;
            event.preventDefault();
            setMenuOpen(true);
          }}
        >
          <Avatar size={32} src={user.avatar || undefined} alt={user.username} icon={<UserOutlined />} />
          <span className="wk-username">{user.username}</span>
          <VipIcon isVip={user.is_vip} />
          <DownOutlined />
        </button>
      </Dropdown>
      {rechargeEnabled && <RechargeDialog open={rechargeOpen} onClose={() => setRechargeOpen(false)} />}
    </>
  );
}
