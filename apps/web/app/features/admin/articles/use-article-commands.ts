import { ArticleStatus, articleEndpoints } from "@wenku/contract";
import { useMemo } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { useAction } from "../../../shared/use-action";

const t = zh.adminArticles.list;

export type ArticleCommands = ReturnType<typeof useArticleCommands>;

/** Approval, recommendation and deletion of articles, for one row or a selection; the lists they change reload. */
export function useArticleCommands() {
  const run = useAction();
  const { call: check } = useApiMutation(articleEndpoints.check);
  const { call: recommend } = useApiMutation(articleEndpoints.recommend);
  const { call: remove } = useApiMutation(articleEndpoints.remove);
  return useMemo(
    () => ({
      approve: (ids: number[]) => run(() => check({ body: { article_id: ids, status: ArticleStatus.published, reject_reason: "" } }), t.approved),
      recommend: (ids: number[], on: boolean) =>
        run(() => recommend({ body: { article_id: ids, is_recommend: on } }), on ? t.recommendedDone : t.unrecommendedDone),
      /** To the recycle bin. */
      remove: (ids: number[]) => run(() => remove({ query: { id: ids } }), t.movedToRecycle),
    }),
    [run, check, recommend, remove],
  );
}
