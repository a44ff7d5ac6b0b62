import { Button, Result } from "antd";
import { zh } from "../../locales/zh-CN";
import "./errors.css";

export type ErrorKind = "notFound" | "forbidden" | "error";

/** The ways back from an error page: home, the previous page and search. */
function WaysBack() {
  return (
    <div className="wk-error-actions" data-testid="error-actions">
      <Button type="primary" href="/" data-testid="error-home">{zh.backHome}</Button>
      <Button onClick={() => window.history.back()} data-testid="error-back">{zh.goBack}</Button>
      <Button href="/search" data-testid="error-search">{zh.searchSite}</Button>
    </div>
  );
}

/** The 404, 403 and error pages, in Chinese, each with the ways back. */
export function ErrorView({ notFound, kind = notFound ? "notFound" : "error", message }: { notFound?: boolean; kind?: ErrorKind; message?: string }) {
  if (kind === "notFound") {
    return (
      <Result
        status="404"
        title={<span data-testid="not-found">{zh.notFoundPage}</span>}
        subTitle={zh.notFoundDetail}
        extra={<WaysBack />}
      />
    );
  }
  if (kind === "forbidden") {
    return <Result status="403" title={zh.forbiddenTitle} subTitle={<span data-testid="error-message">{message || zh.forbiddenDetail}</span>} extra={<WaysBack />} />;
  }
  return <Result status="500" title={zh.pageError} subTitle={<span data-testid="error-message">{message || zh.serverErrorDetail}</span>} extra={<WaysBack />} />;
}
