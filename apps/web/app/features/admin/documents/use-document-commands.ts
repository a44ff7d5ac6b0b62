import { DocumentStatus, documentEndpoints, downloadEndpoints, systemEndpoints, vipEndpoints } from "@wenku/contract";
import { App } from "antd";
import { useMemo } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { callApi } from "../../../lib/call-api";
import { zh } from "../../../locales/zh-CN";
import { useAction } from "../../../shared/use-action";

const t = zh.adminDocuments.list;

export type DocumentCommands = ReturnType<typeof useDocumentCommands>;

/** The review, state and housekeeping commands of the document list, for one row or a selection; the lists they change reload. */
export function useDocumentCommands() {
  const run = useAction();
  const { message } = App.useApp();
  // Review commands: 0 approve, 2 enable, 4 disable, 6 back to review, 7 reject.
  const { call: check } = useApiMutation(documentEndpoints.check);
  const { call: recommend } = useApiMutation(documentEndpoints.recommend);
  const { call: setVip } = useApiMutation(vipEndpoints.setDocuments);
  const { call: reconvert } = useApiMutation(documentEndpoints.reconvert);
  const { call: remove } = useApiMutation(documentEndpoints.remove);
  const { call: detectLanguage } = useApiMutation(systemEndpoints.detectLanguage);
  const { call: reconvertFailed } = useApiMutation(documentEndpoints.reconvertFailed);
  return useMemo(() => {
    const setStatus = (ids: number[], status: number, done: string) => run(() => check({ body: { id: ids, status } }), done);
    return {
      approve: (ids: number[]) => setStatus(ids, DocumentStatus.pending, t.approved),
      reject: (ids: number[]) => setStatus(ids, DocumentStatus.reviewRejected, t.rejected),
      disable: (ids: number[]) => setStatus(ids, DocumentStatus.disabled, t.disabledDone),
      enable: (ids: number[]) => setStatus(ids, DocumentStatus.converted, t.enabledDone),
      recommend: (ids: number[], on: boolean) => run(() => recommend({ body: { id: ids, type: on ? 1 : 0 } }), on ? t.recommendedDone : t.unrecommendedDone),
      /** VIP-only documents are downloaded by VIPs through /document/download/vip. */
      setVip: (ids: number[], on: boolean) =>
        run(() => setVip({ body: { document_id: ids, is_vip: on } }), on ? zh.adminCommerce.documentVip.setDone : zh.adminCommerce.documentVip.unsetDone),
      reconvert: (id: number) => run(() => reconvert({ body: { id } }), t.reconverting),
      /** To the recycle bin. */
      remove: (ids: number[]) => run(() => remove({ query: { id: ids } }), t.movedToRecycle),
      /** Sets each document's language to the one its text is in. */
      detectLanguage: (ids: number[]) =>
        run(async () => void message.success(t.languageDetected((await detectLanguage({ body: { document_id: ids } })).document.length)), ""),
      /** Every failed document back to the queue. */
      reconvertFailed: () => run(async () => void message.success(t.reconvertFailedDone((await reconvertFailed({})).count)), ""),
      /** A link for a document nobody else may download; the file is sent as an attachment, so the page stays where it is. */
      reviewDownload: (id: number) =>
        run(async () => window.location.assign((await callApi(downloadEndpoints.underReview, { query: { id } })).url)),
    };
  }, [run, message, check, recommend, setVip, reconvert, remove, detectLanguage, reconvertFailed]);
}
