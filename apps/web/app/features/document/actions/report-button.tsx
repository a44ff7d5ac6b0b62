import { WarningOutlined } from "@ant-design/icons";
import { ReportReason, reportContentMaxLength, reportEndpoints } from "@wenku/contract";
import { App, Button, Input, Modal, Radio } from "antd";
import { useId, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/api-query";
import { useOpenedOnce } from "../../../lib/use-opened-once";
import { zh } from "../../../locales/zh-CN";
import { useSignInFirst } from "../../guards/use-sign-in-first";
import "./report.css";

interface ReportButtonProps {
  itemId: number;
  /** What `itemId` names: 0 a document, 1 an article (api-contract §4.7). */
  type?: 0 | 1;
  dialogTitle: string;
  /** Put before "report-button" and "report-reasons" in the test ids, e.g. "article-". */
  testIdPrefix?: string;
}

/**
 * 举报 with one of the reasons (the spec's six, 侵权/版权 and 其他) and a text, required for 侵权/版权 (the server
 * checks it too).
 */
export function ReportButton({ itemId, type = 0, dialogTitle, testIdPrefix = "" }: ReportButtonProps) {
  const { message } = App.useApp();
  const signInFirst = useSignInFirst();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const [reason, setReason] = useState(0);
  const [content, setContent] = useState("");
  const report = useApiMutation(reportEndpoints.create);
  // Once submitted, a missing reason or text is marked on its field, for screen readers too.
  const [tried, setTried] = useState(false);
  const hintId = useId();
  const isCopyright = reason === ReportReason.copyright;
  const contentMissing = tried && isCopyright && !content.trim();

  const submit = async () => {
    setTried(true);
    if (!reason) return void message.warning(zh.document.reportReasonRequired);
    if (isCopyright && !content.trim()) return void message.warning(zh.document.reportCopyrightContentRequired);
    try {
      await report.call({ body: { document_id: itemId, reason, type, content: content.trim() } });
      void message.success(zh.document.reportDone);
      setOpen(false);
      setReason(0);
      setContent("");
      setTried(false);
    } catch (error) {
      void message.error(errorMessage(error, zh.document.reportFailed));
    }
  };

  return (
    <>
      <Button icon={<WarningOutlined />} onClick={() => signInFirst(() => setOpen(true))} data-testid={`${testIdPrefix}report-button`}>{zh.document.report}</Button>
      {opened && <Modal
        open={open}
        title={dialogTitle}
        okText={zh.document.reportSubmit}
        confirmLoading={report.pending}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Radio.Group
          className="wk-report-reasons"
          aria-label={dialogTitle}
          aria-invalid={tried && !reason}
          value={reason}
          onChange={(e) => setReason(Number(e.target.value))}
          data-testid={`${testIdPrefix}report-reasons`}
        >
          {zh.document.reportReasons.map((r) => <Radio key={r.value} value={r.value}>{r.label}</Radio>)}
        </Radio.Group>
        <label className="wk-report-content">
          <span className={isCopyright ? "wk-report-content-label wk-required" : "wk-report-content-label"}>{zh.document.reportContentLabel}</span>
          <Input.TextArea
            value={content}
            onChange={(e) => setContent(e.target.value)}
            maxLength={reportContentMaxLength}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            status={isCopyright && !content.trim() ? (contentMissing ? "error" : "warning") : undefined}
            aria-invalid={contentMissing}
            aria-describedby={isCopyright ? hintId : undefined}
            placeholder={isCopyright ? zh.document.reportCopyrightPlaceholder : zh.document.reportContentPlaceholder}
            data-testid={`${testIdPrefix}report-content`}
          />
          {isCopyright && <span className="wk-report-content-hint" id={hintId}>{zh.document.reportCopyrightHint}</span>}
        </label>
      </Modal>}
    </>
  );
}
