import { articleEndpoints, type ArticleView } from "@wenku/contract";
import { useApiQuery } from "../../../lib/api-query";
import { RevisionNotice, useIsAuthor } from "../../revisions/revision-notice";

/** The author's edit of this article waiting for review, or refused (revision-notice.tsx). */
export function OwnArticleRevisionNotice({ article }: { article: ArticleView }) {
  const own = useIsAuthor(article.user_id);
  const asAuthor = useApiQuery(articleEndpoints.get, { query: { id: article.id } }, { enabled: own, keepPrevious: false });
  return own ? <RevisionNotice revision={asAuthor.data?.revision} /> : null;
}
