import { PasswordForm } from "../features/account/password-form";

export default function MePasswordRoute() {
  return <PasswordForm />;
}
