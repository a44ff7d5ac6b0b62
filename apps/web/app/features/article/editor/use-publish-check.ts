import { useEffect, useState } from "react";
import { articleEndpoints } from "@wenku/contract";
import { errorMessage } from "../../../lib/api-client";
import { callApi } from "../../../lib/call-api";
import { zh } from "../../../locales/zh-CN";

export type PublishCheck = { state: "checking" } | { state: "allowed" } | { state: "refused"; message: string };

/**
 * Whether the member may post articles, as the server decides (GET /api/v1/user/canipublisharticle: a group
 * allowing articles or the permission, and no punishment); a refusal carries the server's message.
 */
export function usePublishCheck(enabled: boolean): PublishCheck {
  const [check, setCheck] = useState<PublishCheck>({ state: "checking" });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    callApi(articleEndpoints.canPublish).then(
      () => live && setCheck({ state: "allowed" }),
      (error: unknown) => live && setCheck({ state: "refused", message: errorMessage(error, zh.article.post.cannotPublish) }),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return check;
}
