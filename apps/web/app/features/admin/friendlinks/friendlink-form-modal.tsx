import { Col, Form, Input, InputNumber, Row, Switch } from "antd";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import { friendlinkApi, type Friendlink, type FriendlinkCreate } from "./friendlink-api";

const t = zh.admin.friendlink;
const blank: FriendlinkCreate = { title: "", link: "", description: "", sort: 0, enable: true };

/** Creates or edits a friendly link: name, address, order, enable and description. */
export function FriendlinkFormModal({ editing, onSaved }: { editing: Editing<Friendlink>; onSaved(): void }) {
  const submit = async (values: FriendlinkCreate) => {
    if (editing.isNew) await friendlinkApi.create(values);
    else await friendlinkApi.update({ ...values, id: editing.record!.id! });
    onSaved();
  };

  return (
    <FormModal<FriendlinkCreate>
      open={editing.open}
      title={editing.isNew ? t.create : t.edit}
      initialValues={{ ...blank, ...editing.record }}
      onSubmit={submit}
      onClose={editing.close}
      doneMessage={editing.isNew ? zh.admin.created : zh.admin.updated}
    >
      <Form.Item name="title" label={t.name} rules={[{ required: true, message: zh.admin.required(t.name) }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="link"
        label={t.link}
        rules={[
          { required: true, message: zh.admin.required(t.link) },
          { pattern: /^https?:\/\/\S+$/i, message: t.linkInvalid },
        ]}
      >
        <Input maxLength={1000} placeholder="https://" />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="sort" label={zh.admin.sort} tooltip={zh.admin.sortHelp}>
            <InputNumber precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="enable" label={zh.admin.enable} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={zh.admin.description}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
    </FormModal>
  );
}
