import { Col, Form, Input, InputNumber, Row, Switch, TreeSelect } from "antd";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import { ImageInput } from "../common/image-input";
import { parentOptions } from "../common/tree";
import type { Editing } from "../common/use-editing";
import { categoryApi, type Category, type CategoryCreate } from "./category-api";

const t = zh.admin.category;

interface CategoryFormModalProps {
  type: number;
  editing: Editing<Category>;
  all: Category[];
  onSaved(): void;
}

/** Creates or edits a category of one type: parent, title, icon, cover, description, order and flags. */
export function CategoryFormModal({ type, editing, all, onSaved }: CategoryFormModalProps) {
  const blank: CategoryCreate = {
    parent_id: 0,
    title: "",
    type,
    sort: 0,
    enable: true,
    icon: "",
    cover: "",
    description: "",
    show_description: false,
  };
  const submit = async (values: CategoryCreate) => {
    if (editing.isNew) await categoryApi.create({ ...values, type });
    else await categoryApi.update({ ...values, type, id: editing.record!.id! });
    onSaved();
  };

  return (
    <FormModal<CategoryCreate>
      open={editing.open}
      title={editing.isNew ? t.create : t.edit}
      initialValues={{ ...blank, ...editing.record }}
      onSubmit={submit}
      onClose={editing.close}
      doneMessage={editing.isNew ? zh.admin.created : zh.admin.updated}
      width={640}
    >
      <Form.Item name="parent_id" label={zh.admin.parent}>
        <TreeSelect treeData={parentOptions(all, zh.admin.topLevel, editing.isNew ? undefined : editing.record?.id)} treeDefaultExpandAll />
      </Form.Item>
      <Form.Item name="title" label={t.name} rules={[{ required: true, message: zh.admin.required(t.name) }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="icon" label={t.icon}>
        <ImageInput kind="category" />
      </Form.Item>
      <Form.Item name="cover" label={t.cover}>
        <ImageInput kind="category" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item name="sort" label={zh.admin.sort} tooltip={zh.admin.sortHelp}>
            <InputNumber precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="enable" label={zh.admin.enable} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="show_description" label={t.showDescription} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={zh.admin.description}>
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
    </FormModal>
  );
}
