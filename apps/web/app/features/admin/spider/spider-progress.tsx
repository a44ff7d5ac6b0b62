import { Space, Tag, Typography } from "antd";
import { zh } from "../../../locales/zh-CN";
import type { SpiderProgress as Progress } from "./spider-types";

const t = zh.adminSpider.document;
export const documentStatusColors = ["default", "cyan", "processing", "success", "error", "purple", "processing", "green", "error"];

/** Every spider document by status, as coloured counts; clicking one filters the list by it. */
export function SpiderProgress({ progress, onPick }: { progress: Progress; onPick: (status: number) => void }) {
  if (progress.length === 0) return null;
  return (
    <Space size={4} wrap style={{ marginBottom: 12 }} aria-label={t.progress}>
      <Typography.Text type="secondary">{t.progress}：</Typography.Text>
      {progress.map(({ status, count }) => (
        <Tag key={status} color={documentStatusColors[status]} style={{ cursor: "pointer" }} onClick={() => onPick(status)}>
          {t.statuses[status] ?? status} {count}
        </Tag>
      ))}
    </Space>
  );
}
