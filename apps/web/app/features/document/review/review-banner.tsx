import { DocumentStatus, documentEndpoints } from "@wenku/contract";
import type { PageDocument } from "../document-loader";
import { Alert, App, Button, Input, Modal, Space } from "antd";
import { useState } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { useSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";
import { holdsPermission } from "../../../shared/permissions";
import "./review-banner.css";

const t = zh.documentReview;
const reviewedStatuses: readonly number[] = [DocumentStatus.pendingReview, DocumentStatus.reviewRejected];

interface ReviewBannerProps {
  doc: PageDocument;
  /** The document's status after a review command given here. */
  onReviewed: (status: number, rejectReason?: string) => void;
}

/**
 * Above the reader of a document waiting for review (only its uploader and administrators get that far): 待审核,
 * how its conversion went, and for administrators 通过 / 拒绝 (with a reason).
 */
export function ReviewBanner({ doc, onReviewed }: ReviewBannerProps) {
  const session = useSession();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const check = useApiMutation(documentEndpoints.check);
  if (!reviewedStatuses.includes(doc.status)) return null;
  const canReview = holdsPermission(session, documentEndpoints.check);
  const pending = doc.status === DocumentStatus.pendingReview;
  const converted = doc.pages > 0;
  const conversion = converted ? "" : doc.convert_error ? t.convertFailed(doc.convert_error) : t.converting;

  async function run(command: () => Promise<unknown>, done: string, status: number, rejectReason?: string) {
    setBusy(true);
    try {
      await command();
      void message.success(done);
      setRejecting(false);
      onReviewed(status, rejectReason);
    } catch (error) {
      void message.error(error instanceof Error && error.message ? error.message : t.reviewFailed);
    } finally {
      setBusy(false);
    }
  }

  const id = doc.id;
  const approve = () => run(() => check.call({ body: { id: [id], status: 0 } }), converted ? t.approved : t.approvedQueued, converted ? DocumentStatus.converted : DocumentStatus.pending);
  const actions = canReview && (
    <Space wrap>
      <Button type="primary" loading={busy} onClick={() => void approve()} data-testid="review-approve">
        {t.approve}
      </Button>
      {pending && (
        <Button danger disabled={busy} onClick={() => setRejecting(true)} data-testid="review-reject">
          {t.reject}
        </Button>
      )}
    </Space>
  );

  return (
    <>
      <Alert
        type={pending ? "warning" : "error"}
        showIcon
        className="wk-review-banner"
        data-testid="review-banner"
        title={pending ? t.pendingTitle : t.rejectedTitle}
        description={
          <div className="wk-review-banner-body">
            <span>{pending ? t.pendingHint : t.rejectedHint}</span>
            {!pending && doc.reject_reason && <span data-testid="review-reject-reason-shown">{t.rejectedReason(doc.reject_reason)}</span>}
            {conversion && <span data-testid="review-conversion">{conversion}</span>}
            {actions}
          </div>
        }
      />
      <Modal
        open={rejecting}
        title={t.rejectTitle}
        okText={t.reject}
        okButtonProps={{ danger: true, loading: busy }}
        onOk={() => void run(() => check.call({ body: { id: [id], status: 7, ...(reason.trim() ? { reject_reason: reason.trim() } : {}) } }), t.rejected, DocumentStatus.reviewRejected, reason.trim())}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Input.TextArea
          aria-label={t.rejectReason}
          placeholder={t.rejectReasonPlaceholder}
          value={reason}
          maxLength={1024}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          onChange={(event) => setReason(event.target.value)}
          style={{ marginBottom: 16 }}
          data-testid="review-reject-reason"
        />
      </Modal>
    </>
  );
}
