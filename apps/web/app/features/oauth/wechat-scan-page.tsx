import { Alert, App, Button, Result, Spin } from "antd";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { zh } from "../../locales/zh-CN";
import { AuthCard } from "../account/auth-card";
import { completeLogin } from "../account/session-actions";
import { oauthApi } from "./oauth-api";
import { PendingIdentity } from "./pending-identity";
import "./oauth.css";

type View =
  | { kind: "loading" }
  | { kind: "code"; scene: string; image: string }
  | { kind: "expired" }
  | { kind: "failed"; message: string }
  | { kind: "pending"; pending: NonNullable<Awaited<ReturnType<typeof oauthApi.scanStatus>>["oauth"]> };

const POLL_MS = 1000;

/**
 * /oauth/wechatmp: the official account's QR code (drawn here from its content) and, every second, whether it was
 * scanned; once the official account reports the scan the visitor is signed in and goes to ?redirect (spec §4 rule).
 */
export function WechatScanPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [view, setView] = useState<View>({ kind: "loading" });
  const redirect = params.get("redirect") ?? "";

  // Bumped by 刷新二维码: a new code for a new scene.
  const [round, setRound] = useState(0);
  const refresh = () => {
    setView({ kind: "loading" });
    setRound((r) => r + 1);
  };

  useEffect(() => {
    let cancelled = false;
    oauthApi
      .scanCode({ redirect })
      .then(async (code) => ({ kind: "code" as const, scene: code.scene, image: await QRCode.toDataURL(code.url, { width: 220, margin: 1 }) }))
      .then(
        (next) => !cancelled && setView(next),
        (error: unknown) => !cancelled && setView({ kind: "failed", message: errorMessage(error, zh.oauth.failed) }),
      );
    return () => {
      cancelled = true;
    };
  }, [redirect, round]);

  const scene = view.kind === "code" ? view.scene : "";
  useEffect(() => {
    if (!scene) return;
    let stopped = false;
    const timer = setInterval(() => {
      oauthApi.scanStatus({ scene }).then(
        async (reply) => {
          if (stopped || reply.status === "waiting") return;
          stopped = true;
          clearInterval(timer);
          if (reply.status === "expired") return setView({ kind: "expired" });
          if (reply.oauth) return setView({ kind: "pending", pending: reply.oauth });
          if (!reply.token || !reply.user) return setView({ kind: "failed", message: zh.oauth.failed });
          await completeLogin({ token: reply.token, user: reply.user });
          void message.success(zh.oauth.signedIn);
          void navigate(reply.redirect ?? "/me", { replace: true });
        },
        (error: unknown) => {
          stopped = true;
          clearInterval(timer);
          setView({ kind: "failed", message: errorMessage(error, zh.oauth.failed) });
        },
      );
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [scene, navigate, message]);

  return (
    <AuthCard title={zh.oauth.scanTitle}>
      {view.kind === "loading" && <div className="wk-oauth-working"><Spin /></div>}
      {view.kind === "code" && (
        <div className="wk-oauth-scan" data-testid="wechat-scan">
          <img src={view.image} alt={zh.oauth.scanTitle} width={220} height={220} />
          <p>{zh.oauth.scanHint}</p>
        </div>
      )}
      {view.kind === "expired" && <Alert type="warning" showIcon title={zh.oauth.scanExpired} action={<Button onClick={refresh}>{zh.oauth.scanRefresh}</Button>} />}
      {view.kind === "failed" && <Result status="error" title={zh.oauth.failed} subTitle={view.message} extra={<Button onClick={refresh}>{zh.oauth.scanRefresh}</Button>} />}
      {view.kind === "pending" && <PendingIdentity pending={view.pending} />}
    </AuthCard>
  );
}
