import type { MenuProps } from "antd";
import { useState } from "react";
import { zh } from "../../../locales/zh-CN";
import { BatchDropdown, type ConfirmedCommand } from "../common/batch-dropdown";
import { BatchCategoryModal, BatchLanguageModal } from "./batch-modals";
import type { DocumentCommands } from "./use-document-commands";
import type { DocumentOptions } from "./use-document-options";

const t = zh.adminDocuments.batch;

interface BatchActionsProps {
  ids: number[];
  commands: DocumentCommands;
  options: DocumentOptions;
  /** After a batch change: the selection is cleared (the changes reload the lists themselves). */
  onCleared: () => void;
}

const items: MenuProps["items"] = [
  { key: "approve", label: t.approve },
  { key: "reject", label: t.reject },
  { type: "divider" },
  { key: "enable", label: t.enable },
  { key: "disable", label: t.disable },
  { type: "divider" },
  { key: "category", label: t.category },
  { key: "language", label: t.language },
  { key: "detectLanguage", label: t.detectLanguage },
  { key: "recommend", label: t.recommend },
  { key: "unrecommend", label: t.unrecommend },
  { key: "vip", label: zh.adminCommerce.documentVip.set },
  { key: "unvip", label: zh.adminCommerce.documentVip.unset },
  { type: "divider" },
  { key: "remove", label: t.remove, danger: true },
];

/** The selection's commands: review, state, recommendation, categories, language and deletion. */
export function BatchActions({ ids, commands, options, onCleared }: BatchActionsProps) {
  const [dialog, setDialog] = useState<"category" | "language" | null>(null);

  const confirmed: Record<string, ConfirmedCommand> = {
    approve: { label: t.approve, run: () => commands.approve(ids) },
    reject: { label: t.reject, run: () => commands.reject(ids), danger: true },
    disable: { label: t.disable, run: () => commands.disable(ids), danger: true },
    enable: { label: t.enable, run: () => commands.enable(ids) },
    recommend: { label: t.recommend, run: () => commands.recommend(ids, true) },
    unrecommend: { label: t.unrecommend, run: () => commands.recommend(ids, false) },
    vip: { label: zh.adminCommerce.documentVip.set, run: () => commands.setVip(ids, true) },
    unvip: { label: zh.adminCommerce.documentVip.unset, run: () => commands.setVip(ids, false) },
    detectLanguage: { label: t.detectLanguage, run: () => commands.detectLanguage(ids) },
    remove: { label: t.remove, run: () => commands.remove(ids), danger: true },
  };
  const onOther = (key: string) => {
    if (key === "category" || key === "language") setDialog(key);
  };

  return (
    <>
      <BatchDropdown
        ids={ids}
        buttonLabel={t.label(ids.length)}
        testId="document-batch"
        items={items}
        confirmed={confirmed}
        confirmTitle={t.confirm}
        onOther={onOther}
        onDone={onCleared}
      />
      <BatchCategoryModal open={dialog === "category"} ids={ids} options={options} onClose={() => setDialog(null)} onSaved={onCleared} />
      <BatchLanguageModal open={dialog === "language"} ids={ids} options={options} onClose={() => setDialog(null)} onSaved={onCleared} />
    </>
  );
}
