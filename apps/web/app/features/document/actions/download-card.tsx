import type { PageDocument } from "../document-loader";
import { Card, Tag } from "antd";
import { useSession } from "../../../lib/session";
import { creditName, useSettings } from "../../../lib/site-data";
import { HoverTooltip } from "../../../shared/deferred-overlays";
import { zh } from "../../../locales/zh-CN";
import { DownloadButton } from "./download-button";
import { PurchaseActions } from "./purchase-actions";
import type { DocumentDownload } from "./use-download";
import { VipOnlyTag } from "../../vip/vip-only-tag";

/** The price in credits (or 免费; 已购买 once bought), the download button and, for a signed-in visitor, their balance. */
export function DownloadCard({ doc, download }: { doc: PageDocument; download: DocumentDownload }) {
  const settings = useSettings();
  const { user } = useSession();
  const credit = creditName(settings);
  const price = doc.price;
  return (
    <Card size="small" className="wk-download-card" data-testid="download-card">
      <div className="wk-download-price">
        <span className="wk-muted">{zh.document.price}</span>
        <span>
          {doc.is_vip && <VipOnlyTag />}
          {download.bought && (
            <HoverTooltip title={zh.document.boughtHint}>
              <Tag color="success" data-testid="document-bought">{zh.document.bought}</Tag>
            </HoverTooltip>
          )}
          {download.bought ? (
            <del className="wk-muted" data-testid="document-price">{zh.document.priceIn(price, credit)}</del>
          ) : (
            <strong data-testid="document-price">{price > 0 ? zh.document.priceIn(price, credit) : zh.document.free}</strong>
          )}
        </span>
      </div>
      <DownloadButton download={download} size={doc.size} block testId="download-button" />
      <PurchaseActions doc={doc} download={download} />
      {user && (
        <div className="wk-download-balance">
          <span className="wk-muted">{zh.document.balance}</span>
          <span>
            <strong data-testid="credit-balance">{Number(user.credit_count ?? 0)}</strong> {credit}
          </span>
        </div>
      )}
    </Card>
  );
}
