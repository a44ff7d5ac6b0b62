import {
  AppstoreOutlined,
  BugOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FolderOutlined,
  LinkOutlined,
  MenuOutlined,
  PaperClipOutlined,
  PictureOutlined,
  RobotOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
} from "@ant-design/icons";
import { settingGroups } from "@wenku/contract";
import type { ReactNode } from "react";
import { zh } from "../../../locales/zh-CN";

/** One entry of the admin side menu: a page (`path`) or a group of pages (`children`). */
export interface AdminMenuEntry {
  key: string;
  label: string;
  icon?: ReactNode;
  path?: string;
  /** Shown to every administrator, whatever their allowed pages. */
  public?: boolean;
  children?: AdminMenuEntry[];
}

const m = zh.admin.menu;
const page = (path: string, label: string, icon?: ReactNode): AdminMenuEntry => ({ key: path, path, label, icon });
const group = (key: string, label: string, icon: ReactNode, children: AdminMenuEntry[]): AdminMenuEntry => ({ key, label, icon, children });

/** The admin menu of domain-reference §4; entries appear once the user's allowed pages include them. */
export const adminMenu: AdminMenuEntry[] = [
  { ...page("/admin/dashboard", m.dashboard, <DashboardOutlined />), public: true },
  group("document", m.document, <FolderOutlined />, [
    page("/admin/document/category", m.documentCategory),
    page("/admin/document/list", m.documentList),
    page("/admin/document/language", m.documentLanguage),
    page("/admin/document/searchrecord", m.documentSearchRecord),
    page("/admin/document/recycle", m.documentRecycle),
    page("/admin/document/ocr", m.documentOcr),
  ]),
  group("article", m.article, <FileTextOutlined />, [
    page("/admin/article/category", m.articleCategory),
    page("/admin/article/list", m.articleList),
    page("/admin/article/recycle", m.articleRecycle),
    page("/admin/article/set", m.articleSet),
  ]),
  group("user", m.user, <TeamOutlined />, [
    page("/admin/user/list", m.userList),
    page("/admin/user/group", m.userGroup),
    page("/admin/user/permission", m.userPermission),
    page("/admin/user/punishment", m.userPunishment),
    page("/admin/user/vip", m.userVip),
    page("/admin/user/sms", m.userSms),
  ]),
  group("spider", m.spider, <BugOutlined />, [page("/admin/spider/url", m.spiderUrl), page("/admin/spider/document", m.spiderDocument)]),
  group("operation", m.operation, <ShopOutlined />, [
    page("/admin/report", m.report),
    page("/admin/comment", m.comment),
    page("/admin/advertisement", m.advertisement),
    page("/admin/order", m.order),
    page("/admin/order/downloadcode", m.orderDownloadCode),
  ]),
  page("/admin/banner", m.banner, <PictureOutlined />),
  page("/admin/navigation", m.navigation, <MenuOutlined />),
  page("/admin/friendlink", m.friendlink, <LinkOutlined />),
  page("/admin/attachment", m.attachment, <PaperClipOutlined />),
  group("ai", m.ai, <RobotOutlined />, [
    page("/admin/ai/chat", m.aiChat),
    page("/admin/ai/embedding", m.aiEmbedding),
    page("/admin/ai/llm", m.aiLlm),
  ]),
  group(
    "config",
    m.config,
    <SettingOutlined />,
    settingGroups.map((g) => page(`/admin/config/${g.category}`, zh.admin.configMenu[g.category] ?? g.title)),
  ),
];

/** Icon of the collapsed brand area. */
export const brandIcon = <AppstoreOutlined />;
