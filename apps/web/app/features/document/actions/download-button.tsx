import { DownloadOutlined } from "@ant-design/icons";
import { formatBytes } from "@wenku/contract";
import { Button } from "antd";
import { zh } from "../../../locales/zh-CN";
import type { DocumentDownload } from "./use-download";

/** 下载文档 (size), wired to one shared download state. */
export function DownloadButton({ download, size, block, testId }: { download: DocumentDownload; size?: number; block?: boolean; testId?: string }) {
  return (
    <Button type="primary" size="large" block={block} icon={<DownloadOutlined />} loading={download.busy} onClick={() => void download.start()} data-testid={testId}>
      {zh.document.download}
      {size ? <span className="wk-download-size">({formatBytes(size)})</span> : null}
    </Button>
  );
}
