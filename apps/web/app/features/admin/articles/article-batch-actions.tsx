import type { MenuProps } from "antd";
import { zh } from "../../../locales/zh-CN";
import { BatchDropdown, type ConfirmedCommand } from "../common/batch-dropdown";
import type { ArticleCommands } from "./use-article-commands";

const t = zh.adminArticles.batch;

interface BatchActionsProps {
  ids: number[];
  commands: ArticleCommands;
  onReject: (ids: number[]) => void;
  onCategory: (ids: number[]) => void;
  /** After a confirmed command succeeded: the selection is cleared. */
  onDone: () => void;
}

const items: MenuProps["items"] = [
  { key: "approve", label: t.approve },
  { key: "reject", label: t.reject },
  { type: "divider" },
  { key: "category", label: t.category },
  { key: "recommend", label: t.recommend },
  { key: "unrecommend", label: t.unrecommend },
  { type: "divider" },
  { key: "remove", label: t.remove, danger: true },
];

/** The selection's commands: review, categories, recommendation and deletion. */
export function ArticleBatchActions({ ids, commands, onReject, onCategory, onDone }: BatchActionsProps) {
  const confirmed: Record<string, ConfirmedCommand> = {
    approve: { label: t.approve, run: () => commands.approve(ids) },
    recommend: { label: t.recommend, run: () => commands.recommend(ids, true) },
    unrecommend: { label: t.unrecommend, run: () => commands.recommend(ids, false) },
    remove: { label: t.remove, run: () => commands.remove(ids), danger: true },
  };
  const onOther = (key: string) => {
    if (key === "reject") onReject(ids);
    if (key === "category") onCategory(ids);
  };
  return (
    <BatchDropdown
      ids={ids}
      buttonLabel={t.label(ids.length)}
      testId="article-batch"
      items={items}
      confirmed={confirmed}
      confirmTitle={t.confirm}
      onOther={onOther}
      onDone={onDone}
    />
  );
}
