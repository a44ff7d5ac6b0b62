import { DownOutlined } from "@ant-design/icons";
import { App, Button, Dropdown, type MenuProps } from "antd";
import { useState } from "react";
import { zh } from "../../../locales/zh-CN";
import { BatchCategoryModal, BatchLanguageModal } from "./batch-modals";
import type { DocumentCommands } from "./use-document-commands";
import type { DocumentOptions } from "./use-document-options";

const t = zh.adminDocuments.batch;

interface BatchActionsProps {
  ids: number[];
  commands: DocumentCommands;
  options: DocumentOptions;
  /** After a batch change: the selection is cleared (commands reload the list themselves). */
  onCleared(): void;
  onReload(): void;
}

type Command = "approve" | "reject" | "disable" | "enable" | "recommend" | "unrecommend" | "remove";

/** The selection's commands: review, state, recommendation, categories, language and deletion. */
export function BatchActions({ ids, commands, options, onCleared, onReload }: BatchActionsProps) {
  const { modal } = App.useApp();
  const [dialog, setDialog] = useState<"category" | "language" | null>(null);

  const calls: Record<Command, () => Promise<boolean>> = {
    approve: () => commands.approve(ids),
    reject: () => commands.reject(ids),
    disable: () => commands.disable(ids),
    enable: () => commands.enable(ids),
    recommend: () => commands.recommend(ids, true),
    unrecommend: () => commands.recommend(ids, false),
    remove: () => commands.remove(ids),
  };
  const items: MenuProps["items"] = [
    { key: "approve", label: t.approve },
    { key: "reject", label: t.reject },
    { type: "divider" },
    { key: "enable", label: t.enable },
    { key: "disable", label: t.disable },
    { type: "divider" },
    { key: "category", label: t.category },
    { key: "language", label: t.language },
    { key: "recommend", label: t.recommend },
    { key: "unrecommend", label: t.unrecommend },
    { type: "divider" },
    { key: "remove", label: t.remove, danger: true },
  ];
  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key === "category" || key === "language") return setDialog(key);
    const command = key as Command;
    const label = t[command];
    modal.confirm({
      title: t.confirm(label, ids.length),
      okButtonProps: { danger: command === "remove" || command === "reject" || command === "disable" },
      onOk: async () => {
        if (await calls[command]()) onCleared();
      },
    });
  };

  const savedDialog = () => {
    onCleared();
    onReload();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={["click"]} disabled={!ids.length}>
        <Button data-testid="document-batch">
          {t.label(ids.length)} <DownOutlined />
        </Button>
      </Dropdown>
      <BatchCategoryModal open={dialog === "category"} ids={ids} options={options} onClose={() => setDialog(null)} onSaved={savedDialog} />
      <BatchLanguageModal open={dialog === "language"} ids={ids} options={options} onClose={() => setDialog(null)} onSaved={savedDialog} />
    </>
  );
}
