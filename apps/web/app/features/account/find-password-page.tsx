import { Result } from "antd";
import { Link, Navigate, useSearchParams } from "react-router";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { AdminContact } from "./admin-contact";
import { AuthCard } from "../../shared/account/auth-card";
import { FindPasswordStepOne } from "./find-password-step-one";
import { FindPasswordStepTwo } from "./find-password-step-two";

/**
 * /findpassword: the email step, or the new-password step when the mailed link brings ?token=&email=. With SMS on it
 * offers /findpassword-mobile too, or goes there when mail cannot be sent. Without a way to recover, it says so
 * instead of asking for an email it cannot write to, and how to reach the administrator (or that no way is set).
 */
export function FindPasswordPage() {
  const { security, system } = useSettings();
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
        <>
          <FindPasswordStepOne />
          {system.enable_sms && (
            <div className="wk-find-password-other">
              <Link to="/findpassword-mobile" data-testid="find-by-mobile">{zh.phone.findByMobile}</Link>
            </div>
          )}
        </>
      ) : system.enable_sms ? (
        <Navigate to="/findpassword-mobile" replace />
      ) : (
        <Result
          status="info"
          title={<span data-testid="find-password-unavailable">{zh.account.findPasswordUnavailable}</span>}
          subTitle={zh.account.findPasswordUnavailableHint}
          extra={
            <>
              <AdminContact />
              <Link to="/login">{zh.account.goLogin}</Link>
            </>
          }
        />
      )}
    </AuthCard>
  );
}
