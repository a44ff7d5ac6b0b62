import { useCallback, useRef, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { zh } from "../../locales/zh-CN";
import { hashFile } from "./hash-file";
import { documentExists } from "./upload-api";
import { fileProblem, titleFromFileName, type UploadRules } from "./upload-rules";

export type FileStatus = "hashing" | "ready" | "exists" | "invalid" | "uploading" | "uploaded" | "failed" | "created";

export interface QueuedFile {
  uid: string;
  file: File;
  title: string;
  status: FileStatus;
  /** 0–100 of the current step (hashing or uploading). */
  progress: number;
  hash: string;
  attachmentId: number;
  /** Why the file was refused or failed: our check or the server's message. */
  message: string;
  /** The created document's uuid. */
  uuid: string;
}

let nextUid = 0;

/**
 * The files picked for upload. Each is checked (type, size), hashed in a worker and, when the settings say so,
 * looked up on the server and skipped if it is already there.
 */
export function useUploadQueue(rules: UploadRules) {
  const [files, setFiles] = useState<QueuedFile[]>([]);
  const current = useRef(files);
  current.current = files;

  const update = useCallback((uid: string, patch: Partial<QueuedFile>) => {
    setFiles((list) => {
      const next = list.map((f) => (f.uid === uid ? { ...f, ...patch } : f));
      current.current = next;
      return next;
    });
  }, []);

  const add = useCallback(
    (file: File) => {
      const problem = fileProblem(file, rules);
      const uid = `f${++nextUid}`;
      const item: QueuedFile = {
        uid, file, title: titleFromFileName(file.name), status: problem ? "invalid" : "hashing", progress: 0, hash: "", attachmentId: 0,
        message: problem ?? "", uuid: "",
      };
      setFiles((list) => [...list, item]);
      if (problem) return;
      hashFile(file, (progress) => update(uid, { progress }))
        .then(async (hash) => {
          if (rules.skipExisting && (await documentExists(hash))) update(uid, { status: "exists", hash, progress: 100, message: zh.document.fileStatus.exists! });
          else update(uid, { status: "ready", hash, progress: 100 });
        })
        .catch((error: unknown) => update(uid, { status: "invalid", message: errorMessage(error, zh.document.hashFailed) }));
    },
    [rules, update],
  );

  const remove = useCallback((uid: string) => setFiles((list) => list.filter((f) => f.uid !== uid)), []);
  const clear = useCallback(() => setFiles([]), []);
  const snapshot = useCallback(() => current.current, []);

  return { files, add, update, remove, clear, snapshot };
}
