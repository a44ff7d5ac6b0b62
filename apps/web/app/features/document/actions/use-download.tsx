import type { DocumentView, DownloadPrice, DownloadUrlReply } from "@wenku/contract";
import { App } from "antd";
import { useCallback, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { entryHref } from "../../../lib/redirect";
import { readSession } from "../../../lib/session-store";
import { refreshSession } from "../../../lib/session";
import { creditName, useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { useShortfallNotice } from "../../order/use-shortfall-notice";
import { vipApi } from "../../vip/vip-api";
import { documentApi } from "../document-api";

export interface DocumentDownload {
  busy: boolean;
  start: () => Promise<void>;
  /** The recharge dialog a shortfall may open: render it once on the page. */
  rechargeDialog: ReactNode;
}

/**
 * GET /api/v1/document/download → location.href = url. A paid document first asks what the download takes now
 * (GET /api/v1/document/download/price): a price is confirmed once, with the balance after it; a balance too low
 * shows the shortfall (and recharge when it can be bought) instead. A refusal shows the server's message; anonymous
 * visitors who must sign in go to /login. After a signed-in download the session user is reloaded (the balance
 * drops by the price), a charge is confirmed with a message, and `onDownloaded` gets the reply (the new download
 * count; a buyer may now read every page). A VIP downloads a VIP-only document through GET /api/v1/document/download/vip.
 */
export function useDownload(doc: DocumentView, onDownloaded: (reply: DownloadUrlReply) => void): DocumentDownload {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const credit = creditName(useSettings());
  const { notifyShortfall, rechargeDialog } = useShortfallNotice();
  const [busy, setBusy] = useState(false);

  /** Whether to go on: a download that takes credits is confirmed first. */
  const agreeToPrice = useCallback(
    async ({ price, credit_count: balance }: DownloadPrice): Promise<boolean> => {
      if (price <= 0) return true;
      const detail = zh.document.downloadBalance(balance, price, credit);
      if (balance < price) {
        await notifyShortfall(price - balance, detail);
        return false;
      }
      return modal.confirm({
        title: zh.document.downloadConfirmTitle(price, credit),
        content: <span data-testid="download-confirm">{detail}</span>,
        okText: zh.document.downloadConfirmOk,
      });
    },
    [credit, modal, notifyShortfall],
  );

  const start = useCallback(async () => {
    if (!doc.id) return;
    setBusy(true);
    const user = readSession().user;
    const viaVip = Boolean(doc.is_vip && user?.is_vip && user.id !== doc.user_id);
    try {
      if (user && !viaVip && (doc.price ?? 0) > 0) {
        const quote = await documentApi.downloadPrice(doc.id);
        // Not busy while the member decides.
        setBusy(false);
        if (!(await agreeToPrice(quote))) return;
        setBusy(true);
      }
      const reply = viaVip ? await vipApi.download(doc.id) : await documentApi.download(doc.id);
      window.location.href = reply.url;
      if (user) {
        const after = await refreshSession();
        if (reply.paid) void message.success(zh.document.downloadPaid(reply.paid, Number(after.user?.credit_count ?? 0), credit));
        onDownloaded(reply);
      }
    } catch (error) {
      void message.error(errorMessage(error, zh.document.downloadFailed));
      const mustSignIn = error instanceof ApiError && (error.status === 401 || (error.status === 403 && !user && (doc.price ?? 0) > 0));
      if (mustSignIn) void navigate(entryHref("/login", location));
    } finally {
      setBusy(false);
    }
  }, [doc.id, doc.price, doc.is_vip, doc.user_id, agreeToPrice, credit, message, navigate, location, onDownloaded]);

  return { busy, start, rechargeDialog };
}
