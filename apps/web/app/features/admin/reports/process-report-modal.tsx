import { reportEndpoints } from "@wenku/contract";
import { Form, Input, Switch } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import type { Report } from "./report-types";

const t = zh.adminDocuments.report;

/** Marks a report processed (or not) with a remark. */
export function ProcessReportModal({ editing }: { editing: Editing<Report> }) {
  const record = editing.record;
  const update = useApiMutation(reportEndpoints.update);
  return (
    <FormModal<{ status: boolean; remark: string }>
      open={editing.open}
      title={t.processTitle(record?.document_title || zh.comments.reports.removedItem)}
      initialValues={{ status: true, remark: record?.remark ?? "" }}
      onClose={editing.close}
      doneMessage={t.processedDone}
      onSubmit={(values) => update.call({ body: { id: record!.id!, status: values.status, remark: values.remark ?? "" } })}
    >
      {record?.content ? (
        <Form.Item label={t.content}>
          <div className="wk-report-text">{record.content}</div>
        </Form.Item>
      ) : null}
      <Form.Item name="status" label={t.processedSwitch} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="remark" label={t.remark} rules={[{ max: 1024 }]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
    </FormModal>
  );
}
