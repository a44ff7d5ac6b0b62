import { OauthType, oauthProviderSlugs, type OauthPending } from "@wenku/contract";
import { App, Button, Result, Spin } from "antd";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { readSession } from "../../lib/session-store";
import { zh } from "../../locales/zh-CN";
import { AuthCard } from "../account/auth-card";
import { completeLogin } from "../account/session-actions";
import { oauthApi } from "./oauth-api";
import { PendingIdentity } from "./pending-identity";
import { takeOauthIntent } from "./start-oauth";
import "./oauth.css";

type Outcome = { kind: "working" } | { kind: "failed"; message: string } | { kind: "pending"; pending: OauthPending };

/**
 * /oauth/:type, where a provider sends the browser back with ?code&state: finishes the sign-in (or the binding this
 * tab started) and goes to the redirect target (spec §4: /me by default, never a page under /oauth). As /oauth/bind
 * with ?oauth_type&openid&session (a pending identity, after signing in) it binds that identity.
 */
export function OauthCallbackPage() {
  const { type = "" } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "working" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const slug = oauthProviderSlugs.find((s) => s === type);
    const oauthType = slug ? OauthType[slug] : 0;
    const code = params.get("code") ?? "";
    const callback = { oauth_type: oauthType, code, state: params.get("state") ?? "", iss: params.get("iss") ?? "" };
    const session = params.get("session") ?? "";
    const finish = async () => {
      if (session) {
        const pendingType = Number(params.get("oauth_type")) || oauthType;
        const { redirect } = await oauthApi.bind({ ...callback, oauth_type: pendingType, openid: params.get("openid") ?? "", session });
        void message.success(zh.oauth.bound);
        return redirect ?? "/me";
      }
      if (!code) throw new Error(zh.oauth.noCode);
      if (takeOauthIntent() === "bind" && readSession().token) {
        const { redirect } = await oauthApi.bind(callback);
        void message.success(zh.oauth.bound);
        return redirect ?? "/me";
      }
      const reply = await oauthApi.login(callback);
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
  }, [type, params, navigate, message]);

  return (
    <AuthCard title={zh.oauth.callbackTitle}>
      {outcome.kind === "working" && (
        <div className="wk-oauth-working" data-testid="oauth-working">
          <Spin />
          <span>{params.get("session") ? zh.oauth.binding : zh.oauth.signingIn}</span>
        </div>
      )}
      {outcome.kind === "failed" && (
        <Result status="error" title={zh.oauth.failed} subTitle={outcome.message} extra={<Link to="/login"><Button>{zh.oauth.backToLogin}</Button></Link>} data-testid="oauth-failed" />
      )}
      {outcome.kind === "pending" && <PendingIdentity pending={outcome.pending} />}
    </AuthCard>
  );
}
