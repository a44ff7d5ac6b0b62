import type { ArticleView } from "@wenku/contract";
import { articleApi } from "../article-api";
import { OwnRevisionNotice } from "../../revisions/revision-notice";

/** The author's edit of this article waiting for review, or refused (revision-notice.tsx). */
export function OwnArticleRevisionNotice({ article }: { article: ArticleView }) {
  const { id } = article;
  if (!id) return null;
  return <OwnRevisionNotice ownerId={article.user_id} version={`${id}:${article.updated_at}`} load={() => articleApi.get(id)} />;
}
