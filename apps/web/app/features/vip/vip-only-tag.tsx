import { Tag } from "antd";
import { zh } from "../../locales/zh-CN";
import "./vip-only-tag.css";

/** VIP 专享 on a VIP-only document; `afterTitle` spaces it from the title it follows. */
export function VipOnlyTag({ afterTitle = false }: { afterTitle?: boolean }) {
  return (
    <Tag color="gold" className={afterTitle ? "wk-vip-badge" : undefined} data-testid="document-vip-badge">
      {zh.commerce.vip.badge}
    </Tag>
  );
}
