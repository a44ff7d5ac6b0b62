import { DownOutlined } from "@ant-design/icons";
import { App, Button, Dropdown, type MenuProps } from "antd";
import { zh } from "../../../locales/zh-CN";
import type { ArticleCommands } from "./use-article-commands";

const t = zh.adminArticles.batch;

type Confirmed = "approve" | "recommend" | "unrecommend" | "remove";

interface BatchActionsProps {
  ids: number[];
  commands: ArticleCommands;
  onReject(ids: number[]): void;
  onCategory(ids: number[]): void;
  /** After a confirmed command succeeded: the selection is cleared. */
  onDone(): void;
}

/** The selection's commands: review, categories, recommendation and deletion. */
export function ArticleBatchActions({ ids, commands, onReject, onCategory, onDone }: BatchActionsProps) {
  const { modal } = App.useApp();
  const calls: Record<Confirmed, () => Promise<boolean>> = {
    approve: () => commands.approve(ids),
    recommend: () => commands.recommend(ids, true),
    unrecommend: () => commands.recommend(ids, false),
    remove: () => commands.remove(ids),
  };
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
  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key === "reject") return onReject(ids);
    if (key === "category") return onCategory(ids);
    const command = key as Confirmed;
    modal.confirm({
      title: t.confirm(t[command], ids.length),
      okButtonProps: { danger: command === "remove" },
      onOk: async () => {
        if (await calls[command]()) onDone();
      },
    });
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={["click"]} disabled={!ids.length}>
      <Button data-testid="article-batch">
        {t.label(ids.length)} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
