import { Pagination } from "antd";
import { Link } from "react-router";

/** Public lists stop at page 100 (api-contract §4.2). */
const maxPages = 100;

interface LinkPaginationProps {
  className: string;
  total: number;
  page: number;
  pageSize: number;
  /** The address of another page of the same list. */
  pageHref: (page: number) => string;
}

/** Page links that work without script (each page is its own address); nothing when all fits on one page. */
export function LinkPagination({ className, total, page, pageSize, pageHref }: LinkPaginationProps) {
  if (total <= pageSize) return null;
  return (
    <Pagination
      className={className}
      current={page}
      pageSize={pageSize}
      total={Math.min(total, maxPages * pageSize)}
      showSizeChanger={false}
      itemRender={(target, type, element) => {
        if (type === "page") return <Link to={pageHref(target)}>{target}</Link>;
        if (type === "prev" || type === "next") return <Link to={pageHref(target)}>{element}</Link>;
        return element;
      }}
    />
  );
}
