import { FriendlinkPage } from "../../features/admin/friendlinks/friendlink-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.admin.friendlink.title) }];
}

export default function AdminFriendlinkRoute() {
  return <FriendlinkPage />;
}
