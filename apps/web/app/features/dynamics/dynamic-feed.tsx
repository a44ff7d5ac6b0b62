import { dynamicEndpoints, type Dynamic } from "@wenku/contract";
import { Empty, Pagination, Spin } from "antd";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { useSession } from "../../lib/session";
import { useHydrated } from "../../lib/use-hydrated";
import { zh } from "../../locales/zh-CN";
import { RelativeDate } from "../../shared/relative-date";
import "./dynamics.css";

const pageSize = 10;

/**
 * An activity feed, newest first, loaded in the browser: the signed-in member's own (no `userId`) or a member's
 * public one. Each line is plain text and a link built from the API's `action`, `title` and `url`. Loaded once
 * hydration ends, when the stored session is known, so a signed-in visitor's page does not ask twice.
 */
export function DynamicFeed({ userId }: { userId?: number }) {
  const { token } = useSession();
  const hydrated = useHydrated();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ total: number; items: Dynamic[] }>({ total: 0, items: [] });
  const [failure, setFailure] = useState("");
  // Loading until the answer to the request the feed shows now has come.
  const request = `${page}:${userId ?? ""}:${token}`;
  const [answered, setAnswered] = useState<string>();
  const loading = answered !== request;

  useEffect(() => {
    if (!hydrated || (userId === undefined && !token)) return;
    let live = true;
    callApi(dynamicEndpoints.list, { query: { page, size: pageSize, id: userId } })
      .then((reply) => {
        if (!live) return;
        setData({ total: reply.total, items: reply.dynamic });
        setFailure("");
      })
      .catch((error: unknown) => live && setFailure(errorMessage(error, zh.comments.dynamics.loadFailed)))
      .finally(() => live && setAnswered(request));
    return () => {
      live = false;
    };
  }, [hydrated, page, userId, token, request]);

  return (
    <Spin spinning={loading}>
      {data.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={loading ? " " : failure || zh.comments.dynamics.empty} />
      ) : (
        <ul className="wk-dynamics" data-testid="dynamics">
          {data.items.map((item) => (
            <li key={item.id} className="wk-dynamic" data-testid="dynamic" data-type={item.type}>
              <span className="wk-dynamic-text">
                {item.action}
                {item.title && (item.url ? <>《<Link to={item.url}>{item.title}</Link>》</> : <>《{item.title}》</>)}
              </span>
              <span className="wk-muted wk-dynamic-time"><RelativeDate value={item.created_at} /></span>
            </li>
          ))}
        </ul>
      )}
      {data.total > pageSize && (
        <Pagination className="wk-dynamics-pages" size="small" current={page} pageSize={pageSize} total={data.total} onChange={setPage} showSizeChanger={false} />
      )}
    </Spin>
  );
}
