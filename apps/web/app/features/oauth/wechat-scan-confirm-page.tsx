import { oauthEndpoints, type ApiReplyOf } from "@wenku/contract";
import { Alert, Button, Descriptions, Result, Space, Spin } from "antd";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { zh } from "../../locales/zh-CN";
import { AuthCard } from "../../shared/account/auth-card";
import "./oauth.css";

type Info = ApiReplyOf<typeof oauthEndpoints.scanConfirmInfo>;
type View =
  | { kind: "loading" }
  | { kind: "ask"; info: Info }
  | { kind: "confirmed" }
  | { kind: "cancelled" }
  | { kind: "failed"; message: string };

const when = (value: string) => dayjs(value).format("YYYY-MM-DD HH:mm:ss");

/**
 * /oauth/wechatmp/confirm?scene=&t=: opened in WeChat from the link the official account sent the person who scanned
 * a sign-in QR code. It shows where and when the sign-in was asked for; 确认登录 signs that browser in, 取消 refuses it
 * (the one-time token `t` is spent either way).
 */
export function WechatScanConfirmPage() {
  const [params] = useSearchParams();
  const link = { scene: params.get("scene") ?? "", t: params.get("t") ?? "" };
  const [view, setView] = useState<View>({ kind: "loading" });
  const [busy, setBusy] = useState<"accept" | "reject">();

  useEffect(() => {
    let cancelled = false;
    callApi(oauthEndpoints.scanConfirmInfo, { query: { scene: link.scene, t: link.t } }).then(
      (info) => !cancelled && setView({ kind: "ask", info }),
      (error: unknown) => !cancelled && setView({ kind: "failed", message: errorMessage(error, zh.oauth.confirmFailed) }),
    );
    return () => {
      cancelled = true;
    };
  }, [link.scene, link.t]);

  const decide = async (accept: boolean) => {
    setBusy(accept ? "accept" : "reject");
    try {
      const reply = await callApi(oauthEndpoints.scanConfirm, { body: { ...link, accept } });
      setView({ kind: reply.status });
    } catch (error) {
      setView({ kind: "failed", message: errorMessage(error, zh.oauth.confirmFailed) });
    }
  };

  return (
    <AuthCard title={zh.oauth.confirmTitle}>
      <div data-testid="wechat-confirm">
        {view.kind === "loading" && <div className="wk-oauth-working"><Spin /> {zh.oauth.confirmLoading}</div>}
        {view.kind === "ask" && (
          <>
            <p>{zh.oauth.confirmLead}</p>
            <Descriptions column={1} size="small" bordered className="wk-oauth-bind-details">
              <Descriptions.Item label={zh.oauth.confirmIp}>{view.info.ip || "-"}</Descriptions.Item>
              <Descriptions.Item label={zh.oauth.confirmTime}>{when(view.info.requested_at)}</Descriptions.Item>
            </Descriptions>
            <Alert type="warning" showIcon title={zh.oauth.confirmWarning} />
            <Space className="wk-oauth-confirm-actions">
              <Button type="primary" loading={busy === "accept"} disabled={busy !== undefined} onClick={() => void decide(true)}>{zh.oauth.confirmAccept}</Button>
              <Button loading={busy === "reject"} disabled={busy !== undefined} onClick={() => void decide(false)}>{zh.oauth.confirmReject}</Button>
            </Space>
          </>
        )}
        {view.kind === "confirmed" && <Result status="success" title={zh.oauth.confirmDone} subTitle={zh.oauth.confirmDoneHint} />}
        {view.kind === "cancelled" && <Result status="info" title={zh.oauth.confirmRejected} subTitle={zh.oauth.confirmRejectedHint} />}
        {view.kind === "failed" && <Result status="error" title={zh.oauth.confirmFailed} subTitle={view.message} />}
      </div>
    </AuthCard>
  );
}
