import { LanguagePage } from "../../features/admin/languages/language-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.admin.language.title) }];
}

export default function AdminDocumentLanguageRoute() {
  return <LanguagePage />;
}
