import { friendlinkEndpoints } from "@wenku/contract";
import { Col, Form, Input, Row } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { DescriptionField, EnableField, SortField, TitleField, editingModalProps } from "../common/form-fields";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import type { FriendlinkInput, FriendlinkRow } from "./friendlink-types";

const t = zh.admin.friendlink;
const blank: FriendlinkInput = { title: "", link: "", description: "", sort: 0, enable: true };

/** Creates or edits a friendly link: name, address, order, enable and description. */
export function FriendlinkFormModal({ editing }: { editing: Editing<FriendlinkRow> }) {
  const create = useApiMutation(friendlinkEndpoints.create);
  const update = useApiMutation(friendlinkEndpoints.update);
  const submit = (values: FriendlinkInput) =>
    editing.isNew ? create.call({ body: values }) : update.call({ body: { ...values, id: editing.record!.id! } });

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
