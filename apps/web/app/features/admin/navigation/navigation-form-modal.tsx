import { navigationEndpoints, safeHrefField } from "@wenku/contract";
import { Col, Form, Input, Row, Select, Switch } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { zodRule } from "../../../shared/account/zod-rule";
import { ColorInput } from "../common/color-input";
import { DescriptionField, EnableField, ParentField, SortField, TitleField, editingModalProps } from "../common/form-fields";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import type { Navigation, NavigationInput } from "./navigation-types";

const t = zh.admin.navigation;

const blank: NavigationInput = {
  title: "",
  href: "",
  target: "",
  color: "",
  sort: 0,
  enable: true,
  fixed: false,
  parent_id: 0,
  description: "",
};

interface NavigationFormModalProps {
  editing: Editing<Navigation>;
  all: Navigation[];
}

/** Creates or edits a navigation item: title, link, target, colour, parent, order, enable and fixed. */
export function NavigationFormModal({ editing, all }: NavigationFormModalProps) {
  const create = useApiMutation(navigationEndpoints.create);
  const update = useApiMutation(navigationEndpoints.update);
  const submit = (values: NavigationInput) =>
    editing.isNew ? create.call({ body: values }) : update.call({ body: { ...values, id: editing.record!.id! } });

  return (
    <FormModal<NavigationInput>
      {...editingModalProps(editing, t)}
      initialValues={{ ...blank, ...editing.record, target: editing.record?.target === "_blank" ? "_blank" : "" }}
      onSubmit={submit}
      width={640}
    >
      <ParentField all={all} editing={editing} />
      <TitleField label={t.name} />
      <Form.Item name="href" label={t.href} extra={t.hrefHelp} rules={[zodRule(safeHrefField())]}>
        <Input maxLength={1000} placeholder="/category/1 或 https://…" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="target" label={t.target}>
            <Select
              options={[
                { value: "", label: t.targetSelf },
                { value: "_blank", label: t.targetBlank },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="color" label={zh.admin.color}>
            <ColorInput />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <SortField />
        </Col>
        <Col xs={12} sm={8}>
          <EnableField />
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="fixed" label={t.fixed} valuePropName="checked" tooltip={t.fixedHelp}>
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <DescriptionField />
    </FormModal>
  );
}
