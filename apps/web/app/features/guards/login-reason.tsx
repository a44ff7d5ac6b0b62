import { Alert } from "antd";
import { useSearchParams } from "react-router";
import { zh } from "../../locales/zh-CN";

/** Why a page sent the visitor to sign in, by the page they are to return to (`?redirect=`). */
export function loginReasonFor(redirect: string | null): string | undefined {
  if (redirect && /^\/chat(\/|\?|$)/.test(redirect)) return zh.chat.loginRequired;
  return undefined;
}

/** On /login: the reason the visitor was sent there, kept on the page (the toast of the page they left fades). */
export function LoginReason() {
  const [params] = useSearchParams();
  const reason = loginReasonFor(params.get("redirect"));
  return reason ? <Alert type="info" showIcon title={reason} style={{ marginBottom: 16 }} data-testid="login-reason" /> : null;
}
