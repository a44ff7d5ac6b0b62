import type { OauthPending } from "@wenku/contract";
import { Alert, Button } from "antd";
import { Link } from "react-router";
import { zh } from "../../locales/zh-CN";

/** An identity no account holds while registration is closed: sign in, then confirm on /oauth/bind (confirm-pending-bind.tsx). */
export function PendingIdentity({ pending }: { pending: OauthPending }) {
  const query = { oauth_type: String(pending.oauth_type), openid: pending.openid, username: pending.username ?? "", session: pending.session };
  const back = `/oauth/bind?${new URLSearchParams(query)}`;
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
