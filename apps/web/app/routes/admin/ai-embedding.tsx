import { EmbeddingPage } from "../../features/admin/embedding/embedding-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminEmbedding.title) }];
}

export default function AdminAiEmbeddingRoute() {
  return <EmbeddingPage />;
}
