import { Form, Input, InputNumber, Switch, TreeSelect } from "antd";
import { zh } from "../../../locales/zh-CN";
import { parentOptions, type TreeRow } from "./tree";
import type { Editing } from "./use-editing";

/** The FormModal props that follow from an Editing state: open, create or edit title, close and done message. */
export function editingModalProps<T>(editing: Editing<T>, titles: { create: string; edit: string }) {
  return {
    open: editing.open,
    title: editing.isNew ? titles.create : titles.edit,
    onClose: editing.close,
    doneMessage: editing.isNew ? zh.admin.created : zh.admin.updated,
  };
}

export function TitleField({ label }: { label: string }) {
  return (
    <Form.Item name="title" label={label} rules={[{ required: true, message: zh.admin.required(label) }]}>
      <Input maxLength={100} />
    </Form.Item>
  );
}

/** A parent picker over `all`, with the edited record's own subtree disabled. */
export function ParentField<T extends TreeRow & { title: string }>({ all, editing }: { all: T[]; editing: Editing<T> }) {
  return (
    <Form.Item name="parent_id" label={zh.admin.parent}>
      <TreeSelect treeData={parentOptions(all, zh.admin.topLevel, editing.isNew ? undefined : editing.record?.id)} treeDefaultExpandAll />
    </Form.Item>
  );
}

export function SortField() {
  return (
    <Form.Item name="sort" label={zh.admin.sort} tooltip={zh.admin.sortHelp}>
      <InputNumber precision={0} style={{ width: "100%" }} />
    </Form.Item>
  );
}

export function EnableField() {
  return (
    <Form.Item name="enable" label={zh.admin.enable} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
}

export function DescriptionField() {
  return (
    <Form.Item name="description" label={zh.admin.description}>
      <Input.TextArea rows={2} maxLength={1000} />
    </Form.Item>
  );
}
