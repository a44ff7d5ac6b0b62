import { Button, Space, type TableColumnType } from "antd";
import type { ReactNode } from "react";
import { zh } from "../../../locales/zh-CN";
import { DeleteButton } from "./delete-button";
import { EnableSwitch } from "./enable-switch";

interface EnableColumnOptions<T> {
  /** What the switch is called for screen readers, after 启用. */
  name: (row: T) => string | number;
  save: (row: T, enable: boolean) => Promise<unknown>;
  onSaved?: () => void;
}

/** The 启用 column: a switch per row that saves at once. */
export function enableColumn<T extends { enable?: boolean }>({ name, save, onSaved }: EnableColumnOptions<T>): TableColumnType<T> {
  return {
    title: zh.admin.enable,
    dataIndex: "enable",
    width: 70,
    render: (enable: boolean | undefined, row) => (
      <EnableSwitch checked={enable ?? false} label={`${zh.admin.enable} ${name(row)}`} onToggle={(next) => save(row, next)} onSaved={onSaved} />
    ),
  };
}

interface EditDeleteColumnOptions<T> {
  onEdit: (row: T) => void;
  remove: (row: T) => Promise<unknown>;
  onDeleted?: () => void;
  /** Further actions shown before 编辑. */
  before?: (row: T) => ReactNode;
  width?: number;
}

/** The 操作 column with 编辑 and 删除 (asking first), fixed at the right. */
export function editDeleteColumn<T>({ onEdit, remove, onDeleted, before, width = 130 }: EditDeleteColumnOptions<T>): TableColumnType<T> {
  return {
    title: zh.actions,
    key: "actions",
    fixed: "right",
    width,
    render: (_, row) => (
      <Space size={0}>
        {before?.(row)}
        <Button type="link" size="small" onClick={() => onEdit(row)}>
          {zh.edit}
        </Button>
        <DeleteButton onDelete={() => remove(row)} onDeleted={onDeleted} />
      </Space>
    ),
  };
}
