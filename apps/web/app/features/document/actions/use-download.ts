import type { DocumentView } from "@wenku/contract";
import { App } from "antd";
import { useCallback, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { entryHref } from "../../../lib/redirect";
import { readSession } from "../../../lib/session-store";
import { refreshSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";
import { vipApi } from "../../vip/vip-api";
import { documentApi } from "../document-api";

export interface DocumentDownload {
  busy: boolean;
  start: () => Promise<void>;
}

/**
 * GET /api/v1/document/download → location.href = url. A refusal shows the server's message (e.g.
 * "魔豆不足，无法下载"); anonymous visitors who must sign in go to /login. After a signed-in download the session
 * user is reloaded (the balance drops by the price) and `onDownloaded` runs (a buyer may now read every page).
 * A VIP downloads a VIP-only document through GET /api/v1/document/download/vip.
 */
export function useDownload(doc: DocumentView, onDownloaded: () => Promise<void>): DocumentDownload {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);

  const start = useCallback(async () => {
    if (!doc.id) return;
    setBusy(true);
    const user = readSession().user;
    try {
      const { url } = doc.is_vip && user?.is_vip && user.id !== doc.user_id ? await vipApi.download(doc.id) : await documentApi.download(doc.id);
      window.location.href = url;
      if (user) {
        await refreshSession();
        void onDownloaded();
      }
    } catch (error) {
      void message.error(errorMessage(error, zh.document.downloadFailed));
      const mustSignIn = error instanceof ApiError && (error.status === 401 || (error.status === 403 && !user && (doc.price ?? 0) > 0));
      if (mustSignIn) void navigate(entryHref("/login", location));
    } finally {
      setBusy(false);
    }
  }, [doc.id, doc.price, doc.is_vip, doc.user_id, message, navigate, location, onDownloaded]);

  return { busy, start };
}
