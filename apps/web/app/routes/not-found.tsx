import { data } from "react-router";
import { ErrorView } from "../features/errors/error-view";
import { zh } from "../locales/zh-CN";

/** /404 and every unmatched address: status 404 and the Chinese 页面不存在 page with the ways back. */
export function loader() {
  throw data(zh.notFoundPage, { status: 404 });
}

export function meta() {
  return [{ title: `${zh.notFoundPage} - 404` }];
}

export default function NotFound() {
  return <ErrorView notFound />;
}
