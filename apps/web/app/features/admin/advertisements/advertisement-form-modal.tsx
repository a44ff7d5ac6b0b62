import { advertisementEndpoints, advertisementMessages, isAdPosition, type AdPosition } from "@wenku/contract";
import { Col, DatePicker, Form, Input, Row, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { EnableField, editingModalProps } from "../common/form-fields";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import type { AdvertisementRow } from "./advertisement-types";
import { positionOptions } from "./position-options";

const t = zh.ads.admin;

interface AdForm {
  position: AdPosition;
  title: string;
  content: string;
  enable: boolean;
  remark: string;
  time: [Dayjs | null, Dayjs | null] | null;
}

const toForm = (ad: Partial<AdvertisementRow> | undefined): Partial<AdForm> => ({
  position: ad?.position !== undefined && isAdPosition(ad.position) ? ad.position : undefined,
  title: ad?.title ?? "",
  content: ad?.content ?? "",
  enable: ad?.enable ?? true,
  remark: ad?.remark ?? "",
  time: [ad?.start_time ? dayjs(ad.start_time) : null, ad?.end_time ? dayjs(ad.end_time) : null],
});

/** Creates or edits an ad: position, name, HTML content, the time it shows (either end open), enable and remark. */
export function AdvertisementFormModal({ editing }: { editing: Editing<AdvertisementRow> }) {
  const create = useApiMutation(advertisementEndpoints.create);
  const update = useApiMutation(advertisementEndpoints.update);
  const submit = ({ time, ...values }: AdForm) => {
    const input = { ...values, start_time: time?.[0]?.toISOString() ?? null, end_time: time?.[1]?.toISOString() ?? null };
    return editing.isNew ? create.call({ body: input }) : update.call({ body: { ...input, id: editing.record!.id! } });
  };

  return (
    <FormModal<AdForm> {...editingModalProps(editing, t)} initialValues={toForm(editing.record)} onSubmit={submit} width={720}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="position" label={t.position} rules={[{ required: true, message: advertisementMessages.positionRequired }]}>
            <Select options={positionOptions} showSearch optionFilterProp="label" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="title" label={t.name}>
            <Input maxLength={255} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="content" label={t.content} tooltip={t.contentHelp} rules={[{ required: true, whitespace: true, message: zh.admin.required(t.content) }]}>
        <Input.TextArea rows={6} maxLength={20_000} style={{ fontFamily: "monospace" }} placeholder='<a href="https://…"><img src="/uploads/…" alt=""></a>' />
      </Form.Item>
      <Form.Item name="time" label={t.time} tooltip={t.timeHelp}>
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} placeholder={[t.start, t.end]} style={{ width: "100%" }} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={8}>
          <EnableField />
        </Col>
        <Col span={16}>
          <Form.Item name="remark" label={t.remark}>
            <Input maxLength={1000} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
