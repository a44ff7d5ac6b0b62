import { LlmPage } from "../../features/admin/llm/llm-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminAi.llm.title) }];
}

export default function AdminAiLlmRoute() {
  return <LlmPage />;
}
