import { CommentPage } from "../../features/admin/comments/comment-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.comments.admin.title) }];
}

export default function AdminCommentRoute() {
  return <CommentPage />;
}
