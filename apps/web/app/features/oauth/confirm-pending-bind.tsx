import { oauthEndpoints } from "@wenku/contract";
import { Alert, App, Button, Descriptions, Result, Space } from "antd";
import { useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { useSession } from "../../lib/session";
import { zh } from "../../locales/zh-CN";
import { oauthProviderName } from "./provider-name";

/**
 * /oauth/bind?oauth_type&openid&username&session: a pending identity (pending-identity.tsx), once signed in. Nothing
 * binds on load: the page names the provider, the name there and the signed-in account, and only 确认绑定 binds (the
 * server also refuses a session made in another browser). The name comes from the link: it is what the server kept
 * only when the link was made by this browser's sign-in, which is the only case the server binds.
 */
export function ConfirmPendingBind() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");
  const oauthType = Number(params.get("oauth_type")) || 0;
  const provider = oauthProviderName(oauthType);
  const username = params.get("username") ?? "";

  if (failure) {
    return <Result status="error" title={zh.oauth.bindFailed} subTitle={failure} extra={<Link to="/me"><Button>{zh.oauth.bindBack}</Button></Link>} data-testid="oauth-failed" />;
  }
  if (!session.token || !session.user) {
    const back = `${location.pathname}${location.search}`;
    return (
      <Alert type="info" showIcon title={zh.oauth.bindNeedsLogin} data-testid="oauth-bind-login"
        description={<Link to={`/login?redirect=${encodeURIComponent(back)}`}><Button type="primary">{zh.oauth.pendingLogin}</Button></Link>} />
    );
  }
  const confirm = async () => {
    setBusy(true);
    try {
      const { redirect } = await callApi(oauthEndpoints.bind, {
        body: { oauth_type: oauthType, code: "", state: "", iss: "", openid: params.get("openid") ?? "", session: params.get("session") ?? "" },
      });
      void message.success(zh.oauth.bound);
      void navigate(redirect || "/me", { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, zh.oauth.bindFailed));
      setBusy(false);
    }
  };
  return (
    <div data-testid="oauth-bind-confirm">
      <Alert type="warning" showIcon title={zh.oauth.bindConfirmTitle(provider)} description={zh.oauth.bindConfirmHint} />
      <Descriptions column={1} size="small" className="wk-oauth-bind-details">
        <Descriptions.Item label={zh.oauth.bindProvider}>{provider}</Descriptions.Item>
        <Descriptions.Item label={zh.oauth.bindThirdPartyName(provider)}>{username || zh.oauth.bindNameUnknown}</Descriptions.Item>
        <Descriptions.Item label={zh.oauth.bindAccount}>{session.user.username}</Descriptions.Item>
      </Descriptions>
      <Space>
        <Button type="primary" loading={busy} onClick={() => void confirm()} data-testid="oauth-bind-confirm-button">{zh.oauth.bindConfirm}</Button>
        <Link to="/me">{zh.oauth.bindCancel}</Link>
      </Space>
    </div>
  );
}
