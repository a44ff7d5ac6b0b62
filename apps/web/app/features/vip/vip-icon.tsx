import { CrownFilled } from "@ant-design/icons";
import { useSettings } from "../../lib/site-data";
import { HoverTooltip } from "../../shared/deferred-overlays";
import { zh } from "../../locales/zh-CN";

/** The small VIP mark beside a VIP's name: the configured icon (vip.icon), else a crown. Nothing when VIP is off. */
export function VipIcon({ isVip, size = 16 }: { isVip: boolean | undefined; size?: number }) {
  const { vip } = useSettings();
  if (!isVip || !vip.enable) return null;
  return (
    <HoverTooltip title={zh.commerce.vip.active}>
      {vip.icon ? (
        <img src={vip.icon} alt={zh.commerce.vip.icon} width={size} height={size} className="wk-vip-icon" data-testid="vip-icon" style={{ verticalAlign: "middle", objectFit: "contain" }} />
      ) : (
        <CrownFilled className="wk-vip-icon" data-testid="vip-icon" style={{ color: "#faad14", fontSize: size }} />
      )}
    </HoverTooltip>
  );
}
