import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { siteMeta } from "../../lib/meta";
import { zh } from "../../locales/zh-CN";

/**
 * The <title> of a layout's error page: 页面不存在, 403 or the error page's heading, before the site's title. A layout
 * whose boundary shows the error has the page's own meta no longer, and the site's title alone would name it.
 */
export function errorMeta(error: unknown, matches: Parameters<typeof siteMeta>[0]): MetaDescriptor[] {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const heading = status === 404 ? zh.notFoundPage : status === 403 ? zh.forbiddenTitle : zh.pageError;
  return siteMeta(matches, heading);
}
