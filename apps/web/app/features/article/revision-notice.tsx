import { RevisionStatus } from "@wenku/contract";
import { Alert, Tag, Tooltip } from "antd";
import { zh } from "../../locales/zh-CN";

/** An article's or a document's edit waiting for review, or refused with a reason. */
interface Revision {
  status: number;
  reject_reason: string;
}

/** 修改待审核 / 修改未通过：<原因>, as a tag in lists. */
export function RevisionTag({ revision }: { revision?: Revision }) {
  if (!revision) return null;
  if (revision.status === RevisionStatus.pending) return <Tag color="processing" data-testid="revision-status">{zh.article.revisionPending}</Tag>;
  return (
    <Tooltip title={zh.article.revisionRejected(revision.reject_reason)}>
      <Tag color="error" data-testid="revision-status">{zh.article.revisionRejected("")}</Tag>
    </Tooltip>
  );
}

/** The same, as a notice over the article or its editor, with the reason written out. */
export function RevisionNotice({ revision }: { revision?: Revision }) {
  if (!revision) return null;
  const pending = revision.status === RevisionStatus.pending;
  return (
    <Alert
      type={pending ? "info" : "error"}
      showIcon
      data-testid="revision-notice"
      className="wk-revision-notice"
      message={pending ? zh.article.revisionPending : zh.article.revisionRejected(revision.reject_reason)}
      description={pending ? zh.article.revisionPendingHint : undefined}
    />
  );
}
