import { commentEndpoints } from "@wenku/contract";
import { useApiQuery } from "../../lib/api-query";
import { useHydrated } from "../../lib/use-hydrated";
import { zh } from "../../locales/zh-CN";
import type { Comment } from "./comment-types";

/**
 * The comments of one item the visitor may see (approved ones and their own), loaded in the browser with the
 * visitor's token, again when the visitor signs in or out and after every change (posting or deleting invalidates
 * them). Not before hydration ends: the session reads as anonymous until then, and loading at once would ask twice
 * (as a stranger, then with the stored token).
 */
export function useItemComments(type: number, itemId: number) {
  const hydrated = useHydrated();
  const list = useApiQuery(commentEndpoints.list, { query: { document_id: itemId, type: [type] } }, { enabled: hydrated, failure: zh.comments.loadFailed });
  const comments: Comment[] = list.data?.comment ?? [];
  // Loading until the first answer has come, and while it is asked again.
  return { comments, loading: list.loading || (!list.data && !list.error), reload: list.reload };
}
