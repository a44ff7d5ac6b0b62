import { articleEndpoints, type ArticleView } from "@wenku/contract";
import { Alert, Button, Modal, Space, Spin, Table, Tag } from "antd";
import type { ReactNode } from "react";
import { errorMessage } from "../../../lib/api-client";
import { useApiQuery } from "../../../lib/api-query";
import { useSiteData } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { formatTime } from "../../../shared/format";
import "./revision-review.css";

const t = zh.adminArticles.revision;

interface RevisionReviewModalProps {
  /** The article whose pending edit is reviewed; the modal is open while set. */
  articleId: number | null;
  onClose: () => void;
  onApprove: (id: number) => void;
  onReject: (id: number) => void;
}

interface Row {
  key: string;
  field: string;
  current: string;
  proposed: string;
}

/** The published version beside the author's edit, field by field, changed fields marked; 通过 or 拒绝 below. */
export function RevisionReviewModal({ articleId, onClose, onApprove, onReject }: RevisionReviewModalProps) {
  const { categories } = useSiteData();
  // The failure is shown in the modal, not as a message.
  const loaded = useApiQuery(articleEndpoints.get, { query: { id: articleId ?? 0 } }, { enabled: Boolean(articleId), keepPrevious: false, silent: true });
  const article: ArticleView | undefined = articleId ? loaded.data : undefined;
  const revision = article?.revision;
  const categoryNames = (ids: number[] = []) => ids.map((id) => categories.find((c) => c.id === id)?.title ?? String(id)).join(" / ");

  const rows: Row[] = article && revision
    ? [
        { key: "title", field: t.titleField, current: article.title, proposed: revision.title },
        { key: "category", field: t.category, current: categoryNames(article.category_id), proposed: categoryNames(revision.category_id) },
        { key: "keywords", field: t.keywords, current: article.keywords, proposed: revision.keywords ?? "" },
        { key: "description", field: t.description, current: article.description, proposed: revision.description ?? "" },
        { key: "author", field: t.author, current: article.author, proposed: revision.author ?? "" },
        { key: "content", field: t.content, current: article.markdown ?? "", proposed: revision.markdown ?? "" },
      ]
    : [];
  const cell = (value: string): ReactNode => <div className="wk-revision-cell">{value || <span className="wk-muted">{t.empty}</span>}</div>;

  let body: ReactNode = <Spin />;
  if (articleId && loaded.error) body = <Alert type="error" showIcon message={errorMessage(loaded.error, t.loadFailed)} />;
  else if (article && revision) {
    body = (
      <>
        <Alert type="info" showIcon message={t.hint} description={t.submittedAt(formatTime(revision.updated_at))} style={{ marginBottom: 12 }} />
        <Table<Row>
          size="small"
          pagination={false}
          dataSource={rows}
          data-testid="revision-diff"
          rowClassName={(row) => (row.current === row.proposed ? "" : "wk-revision-changed")}
          columns={[
            {
              title: t.field,
              dataIndex: "field",
              width: 90,
              render: (field: string, row) => (
                <Space direction="vertical" size={2}>
                  {field}
                  {row.current !== row.proposed && <Tag color="orange">{t.changed}</Tag>}
                </Space>
              ),
            },
            { title: t.current, dataIndex: "current", render: cell },
            { title: t.proposed, dataIndex: "proposed", render: cell },
          ]}
        />
      </>
    );
  }

  return (
    <Modal
      open={articleId !== null}
      title={t.title}
      width={900}
      onCancel={onClose}
      destroyOnHidden
      footer={
        articleId && revision ? (
          <Space>
            <Button danger onClick={() => onReject(articleId)} data-testid="revision-reject">{zh.adminArticles.list.reject}</Button>
            <Button type="primary" onClick={() => onApprove(articleId)} data-testid="revision-approve">{zh.adminArticles.list.approve}</Button>
          </Space>
        ) : null
      }
    >
      {body}
    </Modal>
  );
}
