import { DocumentStatus } from "@wenku/contract";
import { App } from "antd";
import { useMemo } from "react";
import { zh } from "../../../locales/zh-CN";
import { useAction, useActionThen } from "../../../shared/use-action";
import { documentApi } from "./document-api";

const t = zh.adminDocuments.list;

export type DocumentCommands = ReturnType<typeof useDocumentCommands>;

/** The review, state and housekeeping commands of the document list, for one row or a selection. */
export function useDocumentCommands(onChanged: () => void) {
  const run = useAction();
  const exec = useActionThen(onChanged);
  const { message } = App.useApp();
  return useMemo(
    () => ({
      approve: (ids: number[]) => exec(() => documentApi.check(ids, DocumentStatus.pending), t.approved),
      reject: (ids: number[]) => exec(() => documentApi.check(ids, DocumentStatus.reviewRejected), t.rejected),
      disable: (ids: number[]) => exec(() => documentApi.check(ids, DocumentStatus.disabled), t.disabledDone),
      enable: (ids: number[]) => exec(() => documentApi.check(ids, DocumentStatus.converted), t.enabledDone),
      recommend: (ids: number[], on: boolean) => exec(() => documentApi.recommend(ids, on ? 1 : 0), on ? t.recommendedDone : t.unrecommendedDone),
      setVip: (ids: number[], on: boolean) => exec(() => documentApi.setVip(ids, on), on ? zh.adminCommerce.documentVip.setDone : zh.adminCommerce.documentVip.unsetDone),
      reconvert: (id: number) => exec(() => documentApi.reconvert(id), t.reconverting),
      remove: (ids: number[]) => exec(() => documentApi.remove(ids), t.movedToRecycle),
      detectLanguage: (ids: number[]) =>
        exec(async () => void message.success(t.languageDetected((await documentApi.detectLanguage(ids)).document.length)), ""),
      reconvertFailed: () =>
        exec(async () => void message.success(t.reconvertFailedDone(await documentApi.reconvertFailed())), ""),
      /** The file is sent as an attachment, so the page stays where it is. */
      reviewDownload: (id: number) => run(async () => window.location.assign(await documentApi.reviewDownloadUrl(id))),
    }),
    [run, exec, message],
  );
}
