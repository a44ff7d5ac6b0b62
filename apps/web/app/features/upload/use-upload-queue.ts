import { useCallback, useRef, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { zh } from "../../locales/zh-CN";
import { hashFile } from "./hash-file";
import { documentExists } from "./upload-api";
import { fileProblem, titleFromFileName, type UploadRules } from "./upload-rules";

/** A file's own fields; each one left undefined takes the batch's value. */
export interface FileFields {
  category?: number;
  price?: number;
  keywords?: string;
  description?: string;
}

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
  own: FileFields;
}

let nextUid = 0;

/**
 * The files picked for upload. Each is checked (type, size), hashed in a worker and, when the settings say so,
 * looked up on the server and skipped if it is already there.
 */
export function useUploadQueue(rules: UploadRules) {
  const [files, setFiles] = useState<QueuedFile[]>([]);
  // The list as of now, for the upload loop: state updates reach `files` only at the next render.
  const current = useRef(files);
  const commit = useCallback((next: QueuedFile[]) => {
    current.current = next;
    setFiles(next);
  }, []);

  const update = useCallback(
    (uid: string, patch: Partial<QueuedFile>) => commit(current.current.map((f) => (f.uid === uid ? { ...f, ...patch } : f))),
    [commit],
  );

  const add = useCallback(
    (file: File) => {
      const problem = fileProblem(file, rules);
      const uid = `f${++nextUid}`;
      const item: QueuedFile = {
        uid, file, title: titleFromFileName(file.name), status: problem ? "invalid" : "hashing", progress: 0, hash: "", attachmentId: 0,
        message: problem ?? "", uuid: "", own: {},
      };
      commit([...current.current, item]);
      if (problem) return;
      hashFile(file, (progress) => update(uid, { progress }))
        .then(async (hash) => {
          if (rules.skipExisting && (await documentExists(hash))) update(uid, { status: "exists", hash, progress: 100, message: zh.document.fileStatus.exists });
          else update(uid, { status: "ready", hash, progress: 100 });
        })
        .catch((error: unknown) => update(uid, { status: "invalid", message: errorMessage(error, zh.document.hashFailed) }));
    },
    [rules, update, commit],
  );

  const remove = useCallback((uid: string) => commit(current.current.filter((f) => f.uid !== uid)), [commit]);
  const clear = useCallback(() => commit([]), [commit]);
  const snapshot = useCallback(() => current.current, []);

  return { files, add, update, remove, clear, snapshot };
}
