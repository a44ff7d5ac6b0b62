import { Input, Space } from "antd";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { SafeHtml } from "./safe-html";

/** The download code input with the administrator's tip on how to get a code (download.code_tip, HTML). */
export function DownloadCodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const tip = useSettings().download.code_tip;
  return (
    <Space orientation="vertical" style={{ width: "100%" }}>
      <Input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={zh.commerce.order.downloadCodePlaceholder}
        maxLength={64}
        allowClear
        style={{ maxWidth: 320 }}
        data-testid="download-code-input"
      />
      {tip && <SafeHtml html={tip} className="wk-order-code-tip" />}
    </Space>
  );
}
