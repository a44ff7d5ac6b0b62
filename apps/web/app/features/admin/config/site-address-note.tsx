import type { SiteAddress } from "@wenku/contract";
import { Typography } from "antd";
import { Link } from "react-router";
import { zh } from "../../../locales/zh-CN";
import { useSettings } from "../../../lib/site-data";

const t = zh.admin.config;

/** The address of this site to paste into an outside console, on system.domain; if unset, where to set it. */
export function SiteAddressNote({ address }: { address: SiteAddress }) {
  const domain = useSettings().system.domain.trim().replace(/\/+$/, "");
  if (!domain) {
    return (
      <div className="wk-prose" data-testid="site-address" data-unset="true">
        {t.siteAddressUnset(address.label, address.path)} <Link to="/admin/config/system">{t.setDomain}</Link>
      </div>
    );
  }
  return (
    <div data-testid="site-address">
      {address.label}：<Typography.Text code copyable style={{ overflowWrap: "anywhere" }}>{`${domain}${address.path}`}</Typography.Text>
    </div>
  );
}
