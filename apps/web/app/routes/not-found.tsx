import { data } from "react-router";
import { ErrorView } from "../features/errors/error-view";
import { zh } from "../locales/zh-CN";

export function loader() {
  throw data(zh.notFoundPage, { status: 404 });
}

export function meta() {
  return [{ title: "404" }];
}

export default function NotFound() {
  return <ErrorView notFound />;
}
