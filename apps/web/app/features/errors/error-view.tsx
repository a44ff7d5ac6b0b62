import { Button, Result } from "antd";
import { zh } from "../../locales/zh-CN";

/** The 404 page and the error page: the message and a way back home. */
export function ErrorView({ notFound, message }: { notFound?: boolean; message?: string }) {
  if (notFound) {
    return (
      <Result
        status="404"
        title="404"
        subTitle={<span data-testid="not-found">{zh.notFoundPage}</span>}
        extra={<Button type="primary" href="/">{zh.backHome}</Button>}
      />
    );
  }
  return (
    <Result
      status="error"
      title={zh.pageError}
      subTitle={<span data-testid="error-message">{message}</span>}
      extra={<Button type="primary" href="/">{zh.backHome}</Button>}
    />
  );
}
