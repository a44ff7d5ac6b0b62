import { categoryEndpoints } from "@wenku/contract";
import { Col, Form, Input, Row, Switch } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { EnableField, ParentField, SortField, TitleField, editingModalProps } from "../common/form-fields";
import { FormModal } from "../common/form-modal";
import { ImageInput } from "../common/image-input";
import type { Editing } from "../common/use-editing";
import type { Category, CategoryCreate, CategoryKind } from "./category-types";

const t = zh.admin.category;

interface CategoryFormModalProps {
  type: CategoryKind;
  editing: Editing<Category>;
  all: Category[];
}

/** Creates or edits a category of one type: parent, title, icon, cover, description, order and flags. */
export function CategoryFormModal({ type, editing, all }: CategoryFormModalProps) {
  const create = useApiMutation(categoryEndpoints.create);
  const update = useApiMutation(categoryEndpoints.update);
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
  const submit = (values: CategoryCreate) =>
    editing.isNew ? create.call({ body: { ...values, type } }) : update.call({ body: { ...values, type, id: editing.record!.id! } });

  return (
    <FormModal<CategoryCreate>
      {...editingModalProps(editing, t)}
      initialValues={{ ...blank, ...editing.record, type }}
      onSubmit={submit}
      width={640}
    >
      <ParentField all={all} editing={editing} />
      <TitleField label={t.name} />
      <Form.Item name="icon" label={t.icon}>
        <ImageInput kind="category" />
      </Form.Item>
      <Form.Item name="cover" label={t.cover}>
        <ImageInput kind="category" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <SortField />
        </Col>
        <Col xs={12} sm={8}>
          <EnableField />
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
