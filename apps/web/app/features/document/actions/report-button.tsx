import { WarningOutlined } from "@ant-design/icons";
import { App, Button, Modal, Radio } from "antd";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { zh } from "../../../locales/zh-CN";
import { useSignInFirst } from "./use-sign-in-first";

interface ReportButtonProps {
  itemId: number;
  report: (itemId: number, reason: number) => Promise<unknown>;
  dialogTitle: string;
  /** Put before "report-button" and "report-reasons" in the test ids, e.g. "article-". */
  testIdPrefix?: string;
}

/** 举报 with one of the six reasons (垃圾广告, 淫秽色情, 虚假中奖, 敏感信息, 人身攻击, 骚扰他人). */
export function ReportButton({ itemId, report, dialogTitle, testIdPrefix = "" }: ReportButtonProps) {
  const { message } = App.useApp();
  const signInFirst = useSignInFirst();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState(0);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!reason) return void message.warning(zh.document.reportReasonRequired);
    setBusy(true);
    try {
      await report(itemId, reason);
      void message.success(zh.document.reportDone);
      setOpen(false);
    } catch (error) {
      void message.error(errorMessage(error, zh.document.reportFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button icon={<WarningOutlined />} onClick={() => signInFirst(() => setOpen(true))} data-testid={`${testIdPrefix}report-button`}>{zh.document.report}</Button>
      <Modal
        open={open}
        title={dialogTitle}
        okText={zh.document.reportSubmit}
        confirmLoading={busy}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Radio.Group className="wk-report-reasons" value={reason} onChange={(e) => setReason(Number(e.target.value))} data-testid={`${testIdPrefix}report-reasons`}>
          {zh.document.reportReasons.map((r) => <Radio key={r.value} value={r.value}>{r.label}</Radio>)}
        </Radio.Group>
      </Modal>
    </>
  );
}
