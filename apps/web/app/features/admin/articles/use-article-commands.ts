import { ArticleStatus } from "@wenku/contract";
import { useMemo } from "react";
import { zh } from "../../../locales/zh-CN";
import { useActionThen } from "../../../shared/use-action";
import { articleAdminApi } from "./article-admin-api";

const t = zh.adminArticles.list;

export type ArticleCommands = ReturnType<typeof useArticleCommands>;

/** Approval, recommendation and deletion of articles, for one row or a selection; each reloads the list. */
export function useArticleCommands(onChanged: () => void) {
  const exec = useActionThen(onChanged);
  return useMemo(
    () => ({
      approve: (ids: number[]) => exec(() => articleAdminApi.check(ids, ArticleStatus.published), t.approved),
      recommend: (ids: number[], on: boolean) => exec(() => articleAdminApi.recommend(ids, on), on ? t.recommendedDone : t.unrecommendedDone),
      remove: (ids: number[]) => exec(() => articleAdminApi.remove(ids), t.movedToRecycle),
    }),
    [exec],
  );
}
