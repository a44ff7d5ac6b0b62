import type { ArticleRevisionView, ArticleView } from "@wenku/contract";
import { useEffect, useState } from "react";
import { useSession } from "../../../lib/session";
import { articleApi } from "../article-api";
import { RevisionNotice } from "../revision-notice";

/**
 * On the published article, for its author only: their edit waiting for review, or why it was refused. The page
 * itself is the published version (rendered for strangers), so the author's view is asked in the browser.
 */
export function OwnRevisionNotice({ article }: { article: ArticleView }) {
  const { user } = useSession();
  const own = user !== null && user !== undefined && user.id === article.user_id;
  const [revision, setRevision] = useState<ArticleRevisionView>();
  useEffect(() => {
    if (!own || !article.id) return;
    let live = true;
    articleApi.get(article.id).then(
      (fresh) => live && setRevision(fresh.revision),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [own, article.id, article.updated_at]);
  return own ? <RevisionNotice revision={revision} /> : null;
}
