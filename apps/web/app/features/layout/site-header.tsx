import { MenuOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { siteName, useSiteData } from "../../lib/site-data";
import { useOpenedOnce } from "../../lib/use-opened-once";
import { zh } from "../../locales/zh-CN";
import { AiChatEntry } from "./ai-chat-entry";
import { HeaderNav } from "./header-nav";
import { MobileDrawer } from "./mobile-drawer";
import { ReadingModeSwitch } from "../reading-mode/reading-mode-switch";
import { SearchBox } from "./search-box";
import { UserMenu } from "./user-menu";

/**
 * The global header (spec §2): logo, navigation, search box, the AI chat entry, user menu; on mobile the AI entry, a
 * hamburger and drawer.
 */
export function SiteHeader() {
  const { settings, navigations } = useSiteData();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerOpened = useOpenedOnce(drawerOpen);
  const name = siteName(settings);
  const showSearch = !(location.pathname === "/" && navigations.length > 3);
  return (
    <header className="wk-header">
      <div className="wk-header-inner">
        <Link to="/" className="wk-logo" title={name}>
          {settings.system.logo ? <img src={settings.system.logo} alt={name} /> : <span className="wk-logo-text">{name}</span>}
        </Link>
        <div className="wk-desktop-only wk-header-main">
          <HeaderNav navigations={navigations} />
          {showSearch && <SearchBox className="wk-header-search" key={location.search} />}
          <div className="wk-header-user">
            <ReadingModeSwitch />
            <AiChatEntry />
            <UserMenu />
          </div>
        </div>
        <AiChatEntry compact className="wk-mobile-only wk-ai-entry-mobile" />
        <Button
          className="wk-mobile-only wk-hamburger"
          type="text"
          icon={<MenuOutlined />}
          aria-label={zh.layout.menu}
          data-testid="mobile-menu-button"
          onClick={() => setDrawerOpen(true)}
        />
      </div>
      {drawerOpened && <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} navigations={navigations} />}
    </header>
  );
}
