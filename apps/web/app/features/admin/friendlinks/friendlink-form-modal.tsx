import { Col, Form, Input, Row } from "antd";
import { zh } from "../../../locales/zh-CN";
import { DescriptionField, EnableField, SortField, TitleField, editingModalProps } from "../common/form-fields";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import { friendlinkApi, type FriendlinkInput, type FriendlinkRow } from "./friendlink-api";

const t = zh.admin.friendlink;
const blank: FriendlinkInput = { title: "", link: "", description: "", sort: 0, enable: true };

/** Creates or edits a friendly link: name, address, order, enable and description. */
export function FriendlinkFormModal({ editing, onSaved }: { editing: Editing<FriendlinkRow>; onSaved: () => void }) {
  const submit = async (values: FriendlinkInput) => {
    if (editing.isNew) await friendlinkApi.create(values);
    else await friendlinkApi.update({ ...values, id: editing.record!.id! });
    onSaved();
  };

  return (
    <FormModal<FriendlinkInput>
      {...editingModalProps(editing, t)}
      initialValues={{ ...blank, ...editing.record }}
      onSubmit={submit}
    >
      <TitleField label={t.name} />
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
          <SortField />
        </Col>
        <Col span={12}>
          <EnableField />
        </Col>
      </Row>
      <DescriptionField />
    </FormModal>
  );
}
