import { bannerEndpoints } from "@wenku/contract";
import { Col, Form, Input, Row } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { DescriptionField, EnableField, SortField, TitleField, editingModalProps } from "../common/form-fields";
import { FormModal } from "../common/form-modal";
import { ImageInput } from "../common/image-input";
import type { Editing } from "../common/use-editing";
import type { BannerInput, BannerRow } from "./banner-types";
import { BannerTypeSelect } from "./banner-type-select";

const t = zh.adminBanner;
const blank: BannerInput = { title: "", path: "", url: "", description: "", sort: 0, enable: true, type: 0 };

/** Creates or edits a banner: name, uploaded image, link, type, order, enable and description. */
export function BannerFormModal({ editing }: { editing: Editing<BannerRow> }) {
  const create = useApiMutation(bannerEndpoints.create);
  const update = useApiMutation(bannerEndpoints.update);
  const submit = (values: BannerInput) =>
    editing.isNew ? create.call({ body: values }) : update.call({ body: { ...values, id: editing.record!.id! } });

  return (
    <FormModal<BannerInput> {...editingModalProps(editing, t)} initialValues={{ ...blank, ...editing.record }} onSubmit={submit} width={640}>
      <TitleField label={t.name} />
      <Form.Item name="path" label={t.image} rules={[{ required: true, message: t.imageRequired }]}>
        <ImageInput kind="banner" />
      </Form.Item>
      <Form.Item name="url" label={t.url} tooltip={t.urlHelp}>
        <Input maxLength={1000} placeholder="https:// 或 /document" />
      </Form.Item>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="type" label={t.type}>
            <BannerTypeSelect />
          </Form.Item>
        </Col>
        <Col span={8}>
          <SortField />
        </Col>
        <Col span={8}>
          <EnableField />
        </Col>
      </Row>
      <DescriptionField />
    </FormModal>
  );
}
