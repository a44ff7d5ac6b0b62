import { oauthEndpoints, OauthType, oauthProviderSlugs, type OauthPending } from "@wenku/contract";
import { App, Button, Result, Spin } from "antd";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { readSession } from "../../lib/session-store";
import { zh } from "../../locales/zh-CN";
import { AuthCard } from "../../shared/account/auth-card";
import { completeLogin } from "../../shared/account/session-actions";
import { ConfirmPendingBind } from "./confirm-pending-bind";
import { PendingIdentity } from "./pending-identity";
import { takeOauthIntent } from "./start-oauth";
import "./oauth.css";

type Outcome = { kind: "working" } | { kind: "failed"; message: string } | { kind: "pending"; pending: OauthPending };

/**
 * /oauth/:type, where a provider sends the browser back with ?code&state: finishes the sign-in (or the binding this
 * tab started) and goes to the redirect target (spec §4: /me by default, never a page under /oauth). As /oauth/bind
 * with ?oauth_type&openid&username&session (a pending identity, after signing in) it asks before binding it
 * (confirm-pending-bind.tsx): nothing binds on load.
 */
export function OauthCallbackPage() {
  const { type = "" } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "working" });
  const started = useRef(false);
  const pendingSession = params.get("session") ?? "";

  useEffect(() => {
    if (started.current || pendingSession) return;
    started.current = true;
    const slug = oauthProviderSlugs.find((s) => s === type);
    const oauthType = slug ? OauthType[slug] : 0;
    const code = params.get("code") ?? "";
    const callback = { oauth_type: oauthType, code, state: params.get("state") ?? "", iss: params.get("iss") ?? "" };
    const finish = async () => {
      if (!code) throw new Error(zh.oauth.noCode);
      if (takeOauthIntent() === "bind" && readSession().token) {
        const { redirect } = await callApi(oauthEndpoints.bind, { body: callback });
        void message.success(zh.oauth.bound);
        return redirect ?? "/me";
      }
      const reply = await callApi(oauthEndpoints.login, { body: callback });
      if (reply.oauth) {
        setOutcome({ kind: "pending", pending: reply.oauth });
        return null;
      }
      if (!reply.token || !reply.user) throw new Error(zh.oauth.failed);
      await completeLogin({ token: reply.token, user: reply.user });
      void message.success(zh.oauth.signedIn);
      return reply.redirect;
    };
    finish().then(
      (target) => target && void navigate(target, { replace: true }),
      (error: unknown) => setOutcome({ kind: "failed", message: errorMessage(error, zh.oauth.failed) }),
    );
  }, [type, params, navigate, message, pendingSession]);

  if (pendingSession) return <AuthCard title={zh.oauth.bindTitle}><ConfirmPendingBind /></AuthCard>;
  return (
    <AuthCard title={zh.oauth.callbackTitle}>
      {outcome.kind === "working" && (
        <div className="wk-oauth-working" data-testid="oauth-working">
          <Spin />
          <span>{zh.oauth.signingIn}</span>
        </div>
      )}
      {outcome.kind === "failed" && (
        <Result status="error" title={zh.oauth.failed} subTitle={outcome.message} extra={<Link to="/login"><Button>{zh.oauth.backToLogin}</Button></Link>} data-testid="oauth-failed" />
      )}
      {outcome.kind === "pending" && <PendingIdentity pending={outcome.pending} />}
    </AuthCard>
  );
}
