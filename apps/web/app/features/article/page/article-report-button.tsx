import { WarningOutlined } from "@ant-design/icons";
import type { ArticleView } from "@wenku/contract";
import { App, Button, Modal, Radio } from "antd";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { zh } from "../../../locales/zh-CN";
import { useSignInFirst } from "../../document/actions/use-sign-in-first";
import { articleApi } from "../article-api";

/** 举报 an article with one of the six reasons (spec §4). */
export function ArticleReportButton({ article }: { article: ArticleView }) {
  const { message } = App.useApp();
  const signInFirst = useSignInFirst();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState(0);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!reason) return void message.warning(zh.document.reportReasonRequired);
    setBusy(true);
    try {
      await articleApi.report(article.id ?? 0, reason);
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
      <Button icon={<WarningOutlined />} onClick={() => signInFirst(() => setOpen(true))} data-testid="article-report-button">{zh.document.report}</Button>
      <Modal
        open={open}
        title={zh.article.reportTitle}
        okText={zh.document.reportSubmit}
        confirmLoading={busy}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Radio.Group className="wk-report-reasons" value={reason} onChange={(e) => setReason(Number(e.target.value))} data-testid="article-report-reasons">
          {zh.document.reportReasons.map((r) => <Radio key={r.value} value={r.value}>{r.label}</Radio>)}
        </Radio.Group>
      </Modal>
    </>
  );
}
