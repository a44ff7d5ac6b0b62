import { DeleteOutlined, DownOutlined, UpOutlined } from "@ant-design/icons";
import { formatBytes } from "@wenku/contract";
import { Button, Input, Progress, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { zh } from "../../locales/zh-CN";
import { documentHref } from "../../shared/document-href";
import { FileTypeIcon } from "../../shared/file-type-icon";
import { FileDetails, hasOwnFields } from "./file-details";
import type { FileFields, FileStatus, QueuedFile } from "./use-upload-queue";

const statusColor: Record<FileStatus, string> = {
  hashing: "processing",
  ready: "blue",
  exists: "warning",
  invalid: "error",
  uploading: "processing",
  uploaded: "cyan",
  failed: "error",
  created: "success",
};

const busyStatuses: FileStatus[] = ["hashing", "uploading"];
const lockedStatuses: FileStatus[] = ["uploading", "created"];
const skippedStatuses: FileStatus[] = ["invalid", "exists"];

interface UploadFileListProps {
  files: QueuedFile[];
  onTitle?: (uid: string, title: string) => void;
  onOwn?: (uid: string, own: FileFields) => void;
  onRemove?: (uid: string) => void;
  /** While uploading, and after: titles are fixed and files cannot be removed. */
  readOnly?: boolean;
}

/**
 * One row per picked file: editable title (a link to the new document once it is created), size, status with
 * progress, and the server's message on failure; 单独设置 opens the file's own category, price, keywords and
 * description.
 */
export function UploadFileList({ files, onTitle, onOwn, onRemove, readOnly }: UploadFileListProps) {
  const [open, setOpen] = useState<string[]>([]);
  if (files.length === 0) return null;
  const toggle = (uid: string) => setOpen((now) => (now.includes(uid) ? now.filter((u) => u !== uid) : [...now, uid]));
  const editable = (f: QueuedFile) => !readOnly && Boolean(onOwn) && !lockedStatuses.includes(f.status) && !skippedStatuses.includes(f.status);
  return (
    <ul className="wk-upload-files" data-testid="upload-files">
      {files.map((f) => (
        <li key={f.uid} className="wk-upload-file" data-testid="upload-file" data-status={f.status}>
          <div className="wk-upload-file-row">
            <FileTypeIcon ext={f.file.name} size={24} />
            {f.status === "created" && f.uuid ? (
              <Link className="wk-upload-file-link" to={documentHref({ uuid: f.uuid })} data-testid="upload-file-link">{f.title}</Link>
            ) : (
              <Input
                value={f.title}
                maxLength={255}
                onChange={(e) => onTitle?.(f.uid, e.target.value)}
                disabled={readOnly || lockedStatuses.includes(f.status) || f.status === "invalid" || f.status === "exists"}
                status={f.title.trim() ? undefined : "error"}
                placeholder={zh.document.fileTitleRequired}
                aria-label={zh.document.fileTitle}
                data-testid="upload-file-title"
              />
            )}
            <span className="wk-upload-file-size">{formatBytes(f.file.size)}</span>
            <Tag color={statusColor[f.status]} data-testid="upload-file-status">{zh.document.fileStatus[f.status]}</Tag>
            {editable(f) && (
              <Button
                type="link"
                size="small"
                className="wk-upload-file-toggle"
                aria-expanded={open.includes(f.uid)}
                onClick={() => toggle(f.uid)}
                data-testid="upload-file-toggle"
              >
                {open.includes(f.uid) ? zh.document.fileDetailsHide : hasOwnFields(f.own) ? zh.document.fileCustomized : zh.document.fileDetails}
                {open.includes(f.uid) ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
            {!readOnly && onRemove && (
              <Button type="text" icon={<DeleteOutlined />} aria-label={zh.document.remove} onClick={() => onRemove(f.uid)} />
            )}
          </div>
          {editable(f) && open.includes(f.uid) && <FileDetails own={f.own} onChange={(own) => onOwn?.(f.uid, own)} />}
          {busyStatuses.includes(f.status) && <Progress percent={f.progress} size="small" status="active" />}
          {f.message && f.status !== "exists" && <div className="wk-upload-file-message" data-testid="upload-file-message">{f.file.name}：{f.message}</div>}
          {f.status === "exists" && <div className="wk-upload-file-message wk-muted">{f.file.name}</div>}
        </li>
      ))}
    </ul>
  );
}
