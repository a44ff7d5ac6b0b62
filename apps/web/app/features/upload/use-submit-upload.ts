import { App } from "antd";
import { useCallback, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { zh } from "../../locales/zh-CN";
import type { CaptchaState } from "../../shared/account/use-captcha";
import type { SharedValues } from "./shared-fields";
import { createDocuments, uploadDocumentFile } from "./upload-api";
import type { FileStatus, QueuedFile, useUploadQueue } from "./use-upload-queue";

const submittable: FileStatus[] = ["ready", "failed", "uploaded"];

type UploadQueue = ReturnType<typeof useUploadQueue>;

/** Uploads one file, its progress and outcome shown on its row of the queue. */
async function uploadOne(queue: UploadQueue, f: QueuedFile) {
  queue.update(f.uid, { status: "uploading", progress: 0, message: "" });
  try {
    const attachment = await uploadDocumentFile(f.file, f.hash, (progress) => queue.update(f.uid, { progress }));
    queue.update(f.uid, { status: "uploaded", attachmentId: attachment.id, progress: 100 });
  } catch (error) {
    queue.update(f.uid, { status: "failed", message: errorMessage(error, zh.document.fileStatus.failed) });
  }
}

/**
 * Uploads each waiting file in turn (a failure marks that file with the server's message and goes on), then
 * creates documents from every uploaded file with its own fields, or else the batch's. Resolves to the number
 * created.
 * The upload captcha (when on) goes with the create call and is spent by it, so a new one is loaded afterwards.
 */
export function useSubmitUpload(queue: UploadQueue, captcha: CaptchaState) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const submit = useCallback(
    async (values: SharedValues, categoryChainOf: (category?: number) => number[]): Promise<number> => {
      const waiting = queue.snapshot().filter((f) => submittable.includes(f.status) && f.hash);
      if (waiting.length === 0) {
        void message.warning(queue.snapshot().length ? zh.document.noReadyFiles : zh.document.noFiles);
        return 0;
      }
      if (waiting.some((f) => !f.title.trim())) {
        void message.error(zh.document.fileTitleRequired);
        return 0;
      }
      setBusy(true);
      try {
        for (const f of waiting) if (!(f.status === "uploaded" && f.attachmentId)) await uploadOne(queue, f);
        const uploaded = queue.snapshot().filter((f) => f.status === "uploaded" && f.attachmentId > 0);
        if (uploaded.length === 0) return 0;
        try {
          const created = await createDocuments(
            categoryChainOf(values.category),
            uploaded.map((f) => ({
              title: f.title.trim(),
              attachment_id: f.attachmentId,
              price: f.own.price ?? values.price ?? 0,
              keywords: (f.own.keywords ?? values.keywords ?? "").trim(),
              description: (f.own.description ?? values.description ?? "").trim(),
              language: values.language ?? "",
              ...(f.own.category ? { category_id: categoryChainOf(f.own.category) } : {}),
            })),
            captcha.captcha ? { captcha_id: captcha.captcha.id, captcha: values.captcha ?? "" } : {},
          );
          uploaded.forEach((f, i) => queue.update(f.uid, { status: "created", uuid: created[i]?.uuid ?? "", message: "" }));
          return uploaded.length;
        } catch (error) {
          const reason = errorMessage(error, zh.document.createFailed);
          void message.error(reason);
          for (const f of uploaded) queue.update(f.uid, { message: reason });
          return 0;
        } finally {
          captcha.refresh();
        }
      } finally {
        setBusy(false);
      }
    },
    [queue, message, captcha],
  );

  return { busy, submit };
}
