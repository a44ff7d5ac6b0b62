import { constants } from "@wenku/contract";
import {
  AppstoreOutlined, CrownOutlined, EditOutlined, HomeOutlined, LogoutOutlined, UploadOutlined, UserOutlined,
} from "@ant-design/icons";
import { Avatar, Collapse, Drawer } from "antd";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useLogout } from "../../shared/account/use-logout";
import { entryHref } from "../../lib/redirect";
import { useSession } from "../../lib/session";
import { useSettings } from "../../lib/site-data";
import type { SiteNavigation } from "../../lib/site-types";
import { zh } from "../../locales/zh-CN";
import { useCategorySections } from "./header-nav";
import { NavigationLink } from "./navigation-link";
import { ReadingModeSwitch } from "../reading-mode/reading-mode-switch";
import { SearchBox } from "./search-box";
import { SignInButton } from "./sign-in-button";
import { VipIcon } from "../vip/vip-icon";
import type { CategorySection } from "./category-hover-card";

function DrawerLink({ to, icon, children, onClick }: { to: string; icon: ReactNode; children: ReactNode; onClick: () => void }) {
  return (
    <li>
      <Link to={to} onClick={onClick}>{icon} {children}</Link>
    </li>
  );
}

function CategoryList({ section, onClick }: { section: CategorySection; onClick: () => void }) {
  return (
    <ul className="wk-drawer-list">
      {section.trees.length === 0 && <li className="wk-muted">{zh.layout.noCategories}</li>}
      {section.trees.map((root) => (
        <li key={root.id}><Link to={section.hrefOf(root.id)} onClick={onClick}>{root.title}</Link></li>
      ))}
    </ul>
  );
}

/** The mobile side drawer, 60 % wide (spec §2): search, login or user links, sign-in, categories, navigations. */
export function MobileDrawer({ open, onClose, navigations }: { open: boolean; onClose: () => void; navigations: SiteNavigation[] }) {
  const session = useSession();
  const location = useLocation();
  const logout = useLogout();
  const { documents, articles } = useCategorySections();
  const user = session.user;
  const vipEnabled = useSettings().vip.enable;
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={constants.mobileDrawerWidth} closable={false} rootClassName="wk-drawer">
      <div data-testid="mobile-drawer">
        <SearchBox onSearched={onClose} />
        <ReadingModeSwitch className="wk-drawer-reading-mode" />
        <ul className="wk-drawer-list wk-drawer-user">
          {user ? (
            <>
              <li className="wk-drawer-username"><Avatar size={32} src={user.avatar || undefined} alt={user.username} icon={<UserOutlined />} /> {user.username} <VipIcon isVip={user.is_vip} /></li>
              <li><SignInButton active={open} /></li>
              <DrawerLink to={`/user/${user.id}`} icon={<HomeOutlined />} onClick={onClose}>{zh.layout.userHomepage}</DrawerLink>
              <DrawerLink to="/me" icon={<UserOutlined />} onClick={onClose}>{zh.layout.userCenter}</DrawerLink>
              {vipEnabled && (
                <DrawerLink to={user.is_vip ? "/me/vip" : "/joinvip"} icon={<CrownOutlined />} onClick={onClose}>
                  {user.is_vip ? zh.commerce.vip.tab : zh.commerce.vip.join}
                </DrawerLink>
              )}
              <DrawerLink to="/upload" icon={<UploadOutlined />} onClick={onClose}>{zh.layout.uploadDocument}</DrawerLink>
              <DrawerLink to="/post" icon={<EditOutlined />} onClick={onClose}>{zh.layout.postArticle}</DrawerLink>
              {session.allowPages.length > 0 && (
                <DrawerLink to="/admin" icon={<AppstoreOutlined />} onClick={onClose}>{zh.layout.adminBackend}</DrawerLink>
              )}
              <li>
                <a onClick={() => { onClose(); void logout(); }} role="button"><LogoutOutlined /> {zh.logout}</a>
              </li>
            </>
          ) : (
            <DrawerLink to={entryHref("/login", location)} icon={<UserOutlined />} onClick={onClose}>{zh.layout.loginOrRegister}</DrawerLink>
          )}
        </ul>
        <Collapse
          ghost
          defaultActiveKey={["documents"]}
          items={[
            { key: "documents", label: documents.title, children: <CategoryList section={documents} onClick={onClose} /> },
            { key: "articles", label: articles.title, children: <CategoryList section={articles} onClick={onClose} /> },
          ]}
        />
        <ul className="wk-drawer-list wk-drawer-navs">
          {navigations.map((item) => (
            <li key={item.id}>
              <NavigationLink item={item} />
              {item.children.length > 0 && (
                <ul className="wk-drawer-sublist">
                  {item.children.map((child) => <li key={child.id}><NavigationLink item={child} /></li>)}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </Drawer>
  );
}
