import { useSearchParams } from "react-router";
import { zh } from "../../locales/zh-CN";
import { AuthCard } from "./auth-card";
import { FindPasswordStepOne } from "./find-password-step-one";
import { FindPasswordStepTwo } from "./find-password-step-two";

/** /findpassword: the email step, or the new-password step when the mailed link brings ?token=&email=. */
export function FindPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const email = params.get("email");
  return (
    <AuthCard title={zh.account.findPasswordTitle}>
      {token && email ? <FindPasswordStepTwo token={token} email={email} /> : <FindPasswordStepOne />}
    </AuthCard>
  );
}
