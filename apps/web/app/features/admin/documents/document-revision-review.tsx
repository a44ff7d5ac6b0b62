import { DocumentStatus, RevisionStatus, documentEndpoints } from "@wenku/contract";
import { Alert, Badge, Button, Card, Empty, Input, Modal, Space, Table } from "antd";
import { useState } from "react";
import { useApiMutation, useApiQuery } from "../../../lib/api-query";
import { useSettings, useSiteData } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { useAction } from "../../../shared/use-action";
import { formatTime } from "../../../shared/format";
import type { AdminDocument } from "./document-types";
import "../articles/revision-review.css";

const t = zh.adminArticles.revision;

interface Row {
  key: string;
  field: string;
  current: string;
  proposed: string;
}

/**
 * 修改待审核（n）on /admin/document/list: the published documents whose uploader changed their details, each shown
 * old beside new, field by field, approved (通过) or rejected with a reason (拒绝) one by one.
 */
export function DocumentRevisionReview() {
  const [open, setOpen] = useState(false);
  // Silent: a failure leaves the count at 0, and the document list beside it already says the list failed to load.
  const revisions = useApiQuery(documentEndpoints.list, { query: { revision_status: [RevisionStatus.pending], size: 50 } }, { silent: true });
  const pending: AdminDocument[] = revisions.data?.document ?? [];
  const run = useAction();
  const { call: check } = useApiMutation(documentEndpoints.check);

  return (
    <>
      <Badge count={pending.length} size="small">
        <Button onClick={() => setOpen(true)} data-testid="document-revisions-open">{t.documentsButton(pending.length)}</Button>
      </Badge>
      <Modal open={open} title={t.documentsTitle} width={900} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <Alert type="info" showIcon message={t.documentsHint} style={{ marginBottom: 12 }} />
        {pending.length === 0 && <Empty description={t.none} />}
        <Space direction="vertical" size={12} style={{ width: "100%" }}>
          {pending.map((doc) => (
            <DocumentRevisionCard
              key={doc.id}
              doc={doc}
              onApprove={() => run(() => check({ body: { id: [doc.id], status: DocumentStatus.converted } }), t.approved)}
              onReject={(reason) => run(() => check({ body: { id: [doc.id], status: DocumentStatus.reviewRejected, reject_reason: reason } }), t.rejected)}
            />
          ))}
        </Space>
      </Modal>
    </>
  );
}

function DocumentRevisionCard({ doc, onApprove, onReject }: { doc: AdminDocument; onApprove: () => void; onReject: (reason: string) => void }) {
  const { categories } = useSiteData();
  const settings = useSettings();
  const [reason, setReason] = useState("");
  const revision = doc.revision;
  if (!revision) return null;
  const categoryNames = (ids: number[] = []) => ids.map((id) => categories.find((c) => c.id === id)?.title ?? String(id)).join(" / ");
  const languageName = (code = "") => settings.language.find((l) => l.code === code)?.language ?? code;
  const rows: Row[] = [
    { key: "title", field: t.titleField, current: doc.title, proposed: revision.title },
    { key: "category", field: t.category, current: categoryNames(doc.category_id), proposed: categoryNames(revision.category_id) },
    { key: "price", field: t.price, current: String(doc.price), proposed: String(revision.price) },
    { key: "language", field: t.language, current: languageName(doc.language), proposed: languageName(revision.language) },
    { key: "keywords", field: t.keywords, current: doc.keywords, proposed: revision.keywords },
    { key: "description", field: t.description, current: doc.description, proposed: revision.description },
  ];
  const cell = (value: string) => <div className="wk-revision-cell">{value || <span className="wk-muted">{t.empty}</span>}</div>;
  return (
    <Card size="small" title={doc.title} extra={t.submittedAt(formatTime(revision.updated_at))} data-testid="document-revision">
      <Table<Row>
        size="small"
        pagination={false}
        dataSource={rows}
        rowClassName={(row) => (row.current === row.proposed ? "" : "wk-revision-changed")}
        columns={[
          { title: t.field, dataIndex: "field", width: 80 },
          { title: t.current, dataIndex: "current", render: cell },
          { title: t.proposed, dataIndex: "proposed", render: cell },
        ]}
      />
      <Space wrap style={{ marginTop: 12, width: "100%", justifyContent: "flex-end" }}>
        <Input placeholder={t.rejectReason} value={reason} maxLength={1024} onChange={(e) => setReason(e.target.value)} style={{ width: 260, maxWidth: "100%" }} />
        <Button danger onClick={() => onReject(reason.trim())} data-testid="document-revision-reject">{zh.adminArticles.list.reject}</Button>
        <Button type="primary" onClick={onApprove} data-testid="document-revision-approve">{zh.adminArticles.list.approve}</Button>
      </Space>
    </Card>
  );
}
