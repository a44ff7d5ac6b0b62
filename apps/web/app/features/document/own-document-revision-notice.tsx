import { documentEndpoints } from "@wenku/contract";
import { useApiQuery } from "../../lib/api-query";
import { RevisionNotice, useIsAuthor } from "../revisions/revision-notice";

/** The uploader's edit of this document waiting for review, or refused (revision-notice.tsx). */
export function OwnDocumentRevisionNotice({ documentId, ownerId }: { documentId: number; ownerId?: number }) {
  const own = useIsAuthor(ownerId);
  const asAuthor = useApiQuery(documentEndpoints.get, { query: { id: documentId } }, { enabled: own, keepPrevious: false });
  return own ? <RevisionNotice revision={asAuthor.data?.revision} /> : null;
}
