import { groupEndpoints, groupMessages } from "@wenku/contract";
import { Col, Form, Input, InputNumber, Row, Switch } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { ColorInput } from "../common/color-input";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import { capabilityFlags } from "./capabilities";
import type { Group, GroupInput } from "./group-types";

const t = zh.admin.group;

const blank: GroupInput = {
  title: "",
  color: "",
  description: "",
  sort: 0,
  is_default: false,
  is_display: false,
  enable_upload: false,
  enable_document_review: true,
  enable_comment: true,
  enable_comment_approval: true,
  enable_article: false,
  enable_article_approval: true,
  ai_daily_messages: null,
  ai_daily_tokens: null,
};

const help: Partial<Record<(typeof capabilityFlags)[number][0], string>> = { is_default: t.isDefaultHelp, is_display: t.isDisplayHelp };

/** Creates or edits a group: title, colour, sort, description, the capability flags and the daily AI limits. */
export function GroupFormModal({ editing }: { editing: Editing<Group> }) {
  const create = useApiMutation(groupEndpoints.create);
  const update = useApiMutation(groupEndpoints.update);
  const submit = (values: GroupInput) =>
    editing.isNew ? create.call({ body: values }) : update.call({ body: { ...values, id: editing.record!.id! } });

  return (
    <FormModal<GroupInput>
      open={editing.open}
      title={editing.isNew ? t.create : t.edit}
      initialValues={editing.isNew ? blank : editing.record}
      onSubmit={submit}
      onClose={editing.close}
      doneMessage={editing.isNew ? zh.admin.created : zh.admin.updated}
      width={640}
    >
      <Form.Item name="title" label={t.name} rules={[{ required: true, message: groupMessages.titleRequired }]}>
        <Input maxLength={32} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="color" label={zh.admin.color}>
            <ColorInput />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="sort" label={zh.admin.sort} tooltip={zh.admin.sortHelp}>
            <InputNumber precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        {capabilityFlags.map(([name, label]) => (
          <Col key={name} xs={12} sm={8}>
            <Form.Item name={name} label={label} valuePropName="checked" tooltip={help[name]}>
              <Switch />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="ai_daily_messages" label={t.aiDailyMessages} tooltip={t.aiLimitHelp}>
            <InputNumber min={0} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="ai_daily_tokens" label={t.aiDailyTokens} tooltip={t.aiLimitHelp}>
            <InputNumber min={0} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={zh.admin.description}>
        <Input.TextArea rows={3} maxLength={255} />
      </Form.Item>
    </FormModal>
  );
}
