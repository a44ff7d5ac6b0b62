import { ChatRecordPage } from "../../features/admin/chats/chat-record-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminAi.chat.title) }];
}

export default function AdminAiChatRoute() {
  return <ChatRecordPage />;
}
