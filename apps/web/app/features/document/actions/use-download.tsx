import { downloadEndpoints, OrderType, type DownloadPrice, type DownloadUrlReply } from "@wenku/contract";
import type { PageDocument } from "../document-loader";

import { App } from "antd";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { callApi } from "../../../lib/call-api";
import { entryHref } from "../../../lib/redirect";
import { readSession } from "../../../lib/session-store";
import { refreshSession, useSession } from "../../../lib/session";
import { creditName, useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { orderHref } from "../../order/order-href";
import { useCreateOrder } from "../../order/use-create-order";
import { useShortfallNotice } from "../../order/use-shortfall-notice";

export interface DocumentDownload {
  busy: boolean;
  start: () => Promise<void>;
  /** The signed-in member bought this paid document: it downloads without a price (the page shows 已购买). */
  bought: boolean;
  /** The shortfall and recharge dialogs a short balance may open: render it once on the page. */
  rechargeDialog: ReactNode;
}

/**
 * GET /api/v1/document/download → location.href = url. A paid document first asks what the download takes now
 * (GET /api/v1/document/download/price): a price is confirmed once, with the balance after it; a bought document
 * (price 0) downloads at once; a balance too low shows the shortfall and the ways to get credits instead. A visitor
 * who must sign in is told 请先登录 with the login page one click away, returning here after it. A refusal shows
 * the server's message. After a signed-in download the session user is reloaded (the balance drops by the price), a
 * charge is confirmed with a message, and `onDownloaded` gets the reply (the new download count; a buyer may now
 * read every page). A VIP downloads a VIP-only document through GET /api/v1/document/download/vip.
 */
export function useDownload(doc: PageDocument, onDownloaded: (reply: DownloadUrlReply) => void): DocumentDownload {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const settings = useSettings();
  const credit = creditName(settings);
  const { notifyShortfall, rechargeDialog } = useShortfallNotice();
  const { create } = useCreateOrder();
  const [busy, setBusy] = useState(false);
  const [bought, setBought] = useBought(doc);
  const codeCanPay = settings.display.show_order && settings.download.enable_code_download && !doc.is_vip;

  const askSignIn = useCallback(() => {
    void modal.confirm({
      title: zh.document.signInFirst,
      content: <span data-testid="sign-in-first">{zh.document.signInToDownload}</span>,
      okText: zh.document.goSignIn,
      onOk: () => void navigate(entryHref("/login", location)),
    });
  }, [modal, navigate, location]);

  const buyWithCode = useCallback(async () => {
    const order = await create({ order_type: OrderType.buyDocument, product_id: doc.id });
    if (order) void navigate(orderHref(order.order_no));
  }, [create, doc.id, navigate]);

  /** Whether to go on: a download that takes credits is confirmed first. */
  const agreeToPrice = useCallback(
    async ({ price, credit_count: balance }: DownloadPrice): Promise<boolean> => {
      if (price <= 0) return true;
      const detail = zh.document.downloadBalance(balance, price, credit);
      if (balance < price) {
        notifyShortfall({ shortfall: price - balance, detail, price: doc.price, payWithCode: codeCanPay ? () => void buyWithCode() : undefined });
        return false;
      }
      return modal.confirm({
        title: zh.document.downloadConfirmTitle(price, credit),
        content: <span data-testid="download-confirm">{detail}</span>,
        okText: zh.document.downloadConfirmOk,
      });
    },
    [credit, modal, notifyShortfall, doc.price, codeCanPay, buyWithCode],
  );

  const start = useCallback(async () => {
    if (!doc.id) return;
    const user = readSession().user;
    const price = doc.price;
    const guestMayDownload = settings.download.enable_guest_download && price <= 0 && !doc.is_vip;
    if (!user && !guestMayDownload) return askSignIn();
    setBusy(true);
    const viaVip = Boolean(doc.is_vip && user?.is_vip && user.id !== doc.user_id);
    try {
      if (user && !viaVip && price > 0) {
        const quote = await callApi(downloadEndpoints.price, { query: { id: doc.id } });
        setBought(quote.bought);
        // Not busy while the member decides.
        setBusy(false);
        if (!(await agreeToPrice(quote))) return;
        setBusy(true);
      }
      const reply = await callApi(viaVip ? downloadEndpoints.vip : downloadEndpoints.document, { query: { id: doc.id } });
      window.location.href = reply.url;
      if (user) {
        const after = await refreshSession();
        if (reply.paid) {
          void message.success(zh.document.downloadPaid(reply.paid, Number(after.user?.credit_count ?? 0), credit));
          // Only the 已购买 mark waits on this: without it the page shows the price until the next visit.
          void callApi(downloadEndpoints.price, { query: { id: doc.id } }).then((quote) => setBought(quote.bought), () => undefined);
        }
        onDownloaded(reply);
      }
    } catch (error) {
      const mustSignIn = error instanceof ApiError && (error.status === 401 || (error.status === 403 && !user && price > 0));
      if (mustSignIn && !user) askSignIn();
      else {
        void message.error(errorMessage(error, zh.document.downloadFailed));
        if (mustSignIn) void navigate(entryHref("/login", location));
      }
    } finally {
      setBusy(false);
    }
  }, [doc.id, doc.price, doc.is_vip, doc.user_id, settings.download.enable_guest_download, askSignIn, agreeToPrice, credit, message, navigate, location, onDownloaded, setBought]);

  return { busy, start, bought, rechargeDialog };
}

/** Whether the signed-in member (not the owner) bought this paid document, as the download quote reports it. */
function useBought(doc: PageDocument): [boolean, (bought: boolean) => void] {
  const { user } = useSession();
  const [answer, setAnswer] = useState<{ id?: number; bought: boolean }>({ bought: false });
  const asks = Boolean(user && doc.id && doc.price > 0 && user.id !== doc.user_id);
  const id = doc.id;
  useEffect(() => {
    if (!asks || !id) return;
    let live = true;
    callApi(downloadEndpoints.price, { query: { id } }).then(
      (quote) => live && setAnswer({ id, bought: quote.bought }),
      // Without the quote the page shows the price, as to a member who has not bought it; the download asks again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [asks, id]);
  const set = useCallback((bought: boolean) => setAnswer({ id, bought }), [id]);
  return [asks && answer.id === id && answer.bought, set];
}
