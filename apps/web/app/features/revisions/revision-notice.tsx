import { RevisionStatus } from "@wenku/contract";
import { Alert, Tag, Tooltip } from "antd";
import { useEffect, useState } from "react";
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
 * On a published article or document, for its author only: their edit waiting for review, or why it was refused.
 * The page itself is the published version (rendered for strangers), so the author's view is asked in the browser
 * through `load` (the item as its author reads it), again whenever `version` changes.
 */
export function OwnRevisionNotice({ ownerId, version, load }: { ownerId?: number; version: string; load: () => Promise<{ revision?: Revision }> }) {
  const { user } = useSession();
  const own = ownerId !== undefined && user !== null && user !== undefined && user.id === ownerId;
  const [revision, setRevision] = useState<Revision>();
  useEffect(() => {
    if (!own) return;
    let live = true;
    load().then(
      (fresh) => live && setRevision(fresh.revision),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; `version` says when the item changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [own, version]);
  return own ? <RevisionNotice revision={revision} /> : null;
}
