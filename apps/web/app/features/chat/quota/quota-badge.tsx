import { ThunderboltOutlined } from "@ant-design/icons";
import { Button, Popover, Space } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { zh } from "../../../locales/zh-CN";
import { BuyQuotaModal } from "./buy-quota-modal";
import { useQuota } from "./quota-context";

const t = zh.chat.quota;

/** Today's use against the limit, the reset time and 加购 (buy extra messages with credits). */
export function QuotaBadge() {
  const { quota } = useQuota();
  const [buying, setBuying] = useState(false);
  if (!quota) return null;
  const details = (
    <div className="wk-chat-quota-details">
      <div>{t.messages(quota.used_messages, quota.message_limit)}</div>
      {quota.token_limit > 0 && <div>Token {quota.used_tokens} / {quota.token_limit}</div>}
      {quota.extra_messages > 0 && <div>{t.extra(quota.extra_messages)}</div>}
      <div className="wk-muted">{t.resetAt(dayjs(quota.reset_at).format("MM-DD HH:mm"))}</div>
    </div>
  );
  return (
    <Space size={4} className="wk-chat-quota" data-testid="chat-quota">
      <Popover content={details} placement="bottomRight">
        <span className="wk-chat-quota-text">
          <ThunderboltOutlined /> <span className="wk-chat-quota-label">{t.label}</span> {t.messages(quota.used_messages, quota.message_limit)}
          {quota.extra_messages > 0 ? ` +${quota.extra_messages}` : ""}
        </span>
      </Popover>
      {quota.price > 0 && (
        <Button size="small" type="link" onClick={() => setBuying(true)} data-testid="chat-quota-buy">
          {t.buy}
        </Button>
      )}
      <BuyQuotaModal open={buying} onClose={() => setBuying(false)} />
    </Space>
  );
}
