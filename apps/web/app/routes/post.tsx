import { PostPage } from "../features/article/editor/post-page";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/post";

export function meta({ matches }: Route.MetaArgs) {
  return [...siteMeta(matches, zh.article.post.title), { name: "robots", content: "noindex" }];
}

export default function PostRoute() {
  return <PostPage />;
}
