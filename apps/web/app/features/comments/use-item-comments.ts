import { App } from "antd";
import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { useSession } from "../../lib/session";
import { useHydrated } from "../../lib/use-hydrated";
import { zh } from "../../locales/zh-CN";
import { commentApi, type Comment } from "./comment-api";

/**
 * The comments of one item, loaded in the browser with the visitor's token (so their own pending comments show),
 * again when the visitor signs in or out and after every change. Not before hydration ends: the session reads as
 * anonymous until then, and loading at once would ask twice (as a stranger, then with the stored token).
 */
export function useItemComments(type: number, itemId: number) {
  const { message } = App.useApp();
  const { token } = useSession();
  const hydrated = useHydrated();
  const [comments, setComments] = useState<Comment[]>([]);
  const [version, setVersion] = useState(0);
  // Loading until the answer to the request the list shows now has come.
  const request = `${type}:${itemId}:${token}:${version}`;
  const [answered, setAnswered] = useState<string>();
  const loading = answered !== request;

  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    commentApi
      .list(type, itemId)
      .then((list) => live && setComments(list))
      .catch((error: unknown) => live && void message.error(errorMessage(error, zh.comments.loadFailed)))
      .finally(() => live && setAnswered(request));
    return () => {
      live = false;
    };
  }, [hydrated, type, itemId, request, message]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { comments, loading, reload };
}
