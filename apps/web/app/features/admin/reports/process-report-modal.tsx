import { Form, Input, Switch } from "antd";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import { reportApi, type Report } from "./report-api";

const t = zh.adminDocuments.report;

/** Marks a report processed (or not) with a remark. */
export function ProcessReportModal({ editing, onSaved }: { editing: Editing<Report>; onSaved: () => void }) {
  const record = editing.record;
  return (
    <FormModal<{ status: boolean; remark: string }>
      open={editing.open}
      title={t.processTitle(record?.document_title || zh.comments.reports.removedItem)}
      initialValues={{ status: true, remark: record?.remark ?? "" }}
      onClose={editing.close}
      doneMessage={t.processedDone}
      onSubmit={async (values) => {
        await reportApi.process(record!.id!, values.status, values.remark ?? "");
        onSaved();
      }}
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
