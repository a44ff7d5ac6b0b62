import { Spin } from "antd";
import { useEffect } from "react";
import { isRouteErrorResponse, useLocation, useRevalidator, useRouteError } from "react-router";
import { useSession } from "../../lib/session";
import { RouteErrorView } from "./route-error-view";

/** The page visit (location key) whose 404 was already asked again as the member. */
let retriedVisit = "";

/**
 * The error view of a page that may be readable to some members only (an article or a document waiting for
 * review). The server renders for strangers only, so such a page is a 404 there; for a signed-in visitor (its
 * author, an administrator) the page is loaded once more, which the route's client loader answers through the API
 * as the member.
 */
export function SignedInRetryBoundary() {
  const error = useRouteError();
  const { token } = useSession();
  const { key } = useLocation();
  const revalidator = useRevalidator();
  const retry = isRouteErrorResponse(error) && error.status === 404 && Boolean(token) && retriedVisit !== key;

  useEffect(() => {
    if (!retry) return;
    retriedVisit = key;
    void revalidator.revalidate();
  }, [retry, key, revalidator]);

  if (retry || revalidator.state === "loading") return <Spin size="large" style={{ display: "block", margin: "120px auto" }} />;
  return <RouteErrorView />;
}
