import { RevisionStatus } from "@wenku/contract";
import { Alert, Tag, Tooltip } from "antd";
import { useSession } from "../../lib/session";
import { zh } from "../../locales/zh-CN";
import "./revision-notice.css";

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

/**
 * Whether the signed-in user wrote the item. On a published article or document the page is the published version
 * (rendered for strangers), so its author's edit waiting for review is asked in the browser, by the author only.
 */
export function useIsAuthor(ownerId?: number): boolean {
  const { user } = useSession();
  return ownerId !== undefined && user !== null && user !== undefined && user.id === ownerId;
}
