import { Button, Popconfirm } from "antd";
import type { ReactNode } from "react";
import { zh } from "../../../locales/zh-CN";

interface DeleteSelectedButtonProps {
  /** How many rows are selected; none disables the button. */
  count: number;
  onConfirm: () => void | Promise<void>;
  /** The button's words (删除所选 unless the page says otherwise). */
  label?: ReactNode;
  testId?: string;
}

/** A list's "delete the selected rows" button, asking first how many will go. */
export function DeleteSelectedButton({ count, onConfirm, label, testId }: DeleteSelectedButtonProps) {
  return (
    <Popconfirm title={zh.admin.deleteSelectedConfirm(count)} okButtonProps={{ danger: true }} onConfirm={onConfirm} disabled={!count}>
      <Button danger disabled={!count} data-testid={testId}>
        {label ?? zh.admin.deleteSelected}
      </Button>
    </Popconfirm>
  );
}
