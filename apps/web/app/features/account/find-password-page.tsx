import { Result } from "antd";
import { Link, useSearchParams } from "react-router";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { AuthCard } from "./auth-card";
import { FindPasswordStepOne } from "./find-password-step-one";
import { FindPasswordStepTwo } from "./find-password-step-two";

/**
 * /findpassword: the email step, or the new-password step when the mailed link brings ?token=&email=. Without a way
 * to recover (no mail service), it says so instead of asking for an email it cannot write to.
 */
export function FindPasswordPage() {
  const { security } = useSettings();
  const [params] = useSearchParams();
  const token = params.get("token");
  const email = params.get("email");
  if (token && email) {
    return (
      <AuthCard title={zh.account.findPasswordTitle}>
        <FindPasswordStepTwo token={token} email={email} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={zh.account.findPasswordTitle}>
      {security.find_password_by_email ? (
        <FindPasswordStepOne />
      ) : (
        <Result
          status="info"
          title={<span data-testid="find-password-unavailable">{zh.account.findPasswordUnavailable}</span>}
          subTitle={zh.account.findPasswordUnavailableHint}
          extra={<Link to="/login">{zh.account.goLogin}</Link>}
        />
      )}
    </AuthCard>
  );
}
