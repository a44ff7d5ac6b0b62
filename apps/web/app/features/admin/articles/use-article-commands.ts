import { ArticleStatus } from "@wenku/contract";
import { useMemo } from "react";
import { zh } from "../../../locales/zh-CN";
import { useAction } from "../common/use-action";
import { articleAdminApi } from "./article-admin-api";

const t = zh.adminArticles.list;

export type ArticleCommands = ReturnType<typeof useArticleCommands>;

/** Approval, recommendation and deletion of articles, for one row or a selection; each reloads the list. */
export function useArticleCommands(onChanged: () => void) {
  const run = useAction();
  return useMemo(() => {
    const exec = async (call: () => Promise<unknown>, done: string) => {
      const ok = await run(call, done);
      if (ok) onChanged();
      return ok;
    };
    return {
      approve: (ids: number[]) => exec(() => articleAdminApi.check(ids, ArticleStatus.published), t.approved),
      recommend: (ids: number[], on: boolean) => exec(() => articleAdminApi.recommend(ids, on), on ? t.recommendedDone : t.unrecommendedDone),
      remove: (ids: number[]) => exec(() => articleAdminApi.remove(ids), t.movedToRecycle),
    };
  }, [run, onChanged]);
}
