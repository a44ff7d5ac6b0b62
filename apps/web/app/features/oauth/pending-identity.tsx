import type { OauthPending } from "@wenku/contract";
import { Alert, Button } from "antd";
import { Link } from "react-router";
import { zh } from "../../locales/zh-CN";

/** An identity no account holds while registration is closed: sign in, then /oauth/bind binds it (oauth-callback-page.tsx). */
export function PendingIdentity({ pending }: { pending: OauthPending }) {
  const back = `/oauth/bind?${new URLSearchParams({ oauth_type: String(pending.oauth_type), openid: pending.openid, session: pending.session })}`;
  return (
    <Alert
      type="info"
      showIcon
      title={zh.oauth.pendingTitle}
      description={
        <>
          <p>{zh.oauth.pendingHint}</p>
          <Link to={`/login?redirect=${encodeURIComponent(back)}`}><Button type="primary">{zh.oauth.pendingLogin}</Button></Link>
        </>
      }
      data-testid="oauth-pending"
    />
  );
}
