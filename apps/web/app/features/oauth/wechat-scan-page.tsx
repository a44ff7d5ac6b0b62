import { oauthEndpoints, wechatScanKinds, type WechatScanKind } from "@wenku/contract";
import { Alert, App, Button, Result, Spin } from "antd";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { zh } from "../../locales/zh-CN";
import { AuthCard } from "../../shared/account/auth-card";
import { completeLogin } from "../../shared/account/session-actions";
import { PendingIdentity } from "./pending-identity";
import { useScanPolling, type ScanReply } from "./use-scan-polling";
import "./oauth.css";

type View =
  | { kind: "loading" }
  | { kind: "code"; scene: string; image: string; via: WechatScanKind; scanned: boolean }
  | { kind: "expired" }
  | { kind: "cancelled" }
  | { kind: "failed"; message: string }
  | { kind: "pending"; pending: NonNullable<ScanReply["oauth"]> };

const viaOf = (value: string | null): WechatScanKind | undefined => wechatScanKinds.find((kind) => kind === value);

/**
 * /oauth/wechatmp: a code to scan with WeChat — the mini-program's (?via=miniprogram; confirmed in the mini-program)
 * or the official account's QR (?via=officialaccount; drawn here from its content, confirmed by the link the official
 * account sends). Without ?via the server picks (the mini-program's when configured). The page polls every second;
 * once confirmed on the phone the visitor is signed in and goes to ?redirect (spec §4 rule).
 */
export function WechatScanPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [view, setView] = useState<View>({ kind: "loading" });
  const redirect = params.get("redirect") ?? "";
  const via = viaOf(params.get("via"));

  // Bumped by 刷新二维码: a new code for a new scene.
  const [round, setRound] = useState(0);
  const refresh = () => {
    setView({ kind: "loading" });
    setRound((r) => r + 1);
  };

  useEffect(() => {
    let cancelled = false;
    callApi(oauthEndpoints.scanCode, { query: { redirect, via } })
      .then(async (code) => {
        const image = code.kind === "miniprogram" ? code.qrcode : await QRCode.toDataURL(code.url, { width: 220, margin: 1 });
        return { kind: "code" as const, scene: code.scene, image, via: code.kind, scanned: false };
      })
      .then(
        (next) => !cancelled && setView(next),
        (error: unknown) => !cancelled && setView({ kind: "failed", message: errorMessage(error, zh.oauth.failed) }),
      );
    return () => {
      cancelled = true;
    };
  }, [redirect, via, round]);

  const finish = async (reply: ScanReply) => {
    if (reply.status === "expired") return setView({ kind: "expired" });
    if (reply.status === "cancelled") return setView({ kind: "cancelled" });
    if (reply.oauth) return setView({ kind: "pending", pending: reply.oauth });
    if (!reply.token || !reply.user) return setView({ kind: "failed", message: zh.oauth.failed });
    await completeLogin({ token: reply.token, user: reply.user });
    void message.success(zh.oauth.signedIn);
    void navigate(reply.redirect ?? "/me", { replace: true });
  };
  useScanPolling(view.kind === "code" ? view.scene : "", {
    onScanned: () => setView((v) => (v.kind === "code" ? { ...v, scanned: true } : v)),
    onFinal: (reply) => void finish(reply),
    onError: (error) => setView({ kind: "failed", message: errorMessage(error, zh.oauth.failed) }),
  });

  const refreshButton = <Button onClick={refresh}>{zh.oauth.scanRefresh}</Button>;
  return (
    <AuthCard title={zh.oauth.scanTitle}>
      {view.kind === "loading" && <div className="wk-oauth-working"><Spin /></div>}
      {view.kind === "code" && (
        <div className="wk-oauth-scan" data-testid="wechat-scan" data-via={view.via}>
          <img src={view.image} alt={zh.oauth.scanTitle} width={220} height={220} />
          {view.scanned ? (
            <Alert type="success" showIcon title={zh.oauth.scanScanned} data-testid="wechat-scan-scanned" />
          ) : (
            <p>{view.via === "miniprogram" ? zh.oauth.scanHintMiniprogram : zh.oauth.scanHint}</p>
          )}
        </div>
      )}
      {view.kind === "expired" && <Alert type="warning" showIcon title={zh.oauth.scanExpired} action={refreshButton} />}
      {view.kind === "cancelled" && <Alert type="info" showIcon title={zh.oauth.scanCancelled} action={refreshButton} data-testid="wechat-scan-cancelled" />}
      {view.kind === "failed" && <Result status="error" title={zh.oauth.failed} subTitle={view.message} extra={refreshButton} />}
      {view.kind === "pending" && <PendingIdentity pending={view.pending} />}
    </AuthCard>
  );
}
