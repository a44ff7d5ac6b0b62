import { ProfileForm } from "../features/account/profile-form";
import { OauthBindings } from "../features/oauth/oauth-bindings";

export default function MeProfileRoute() {
  return (
    <>
      <ProfileForm />
      <OauthBindings />
    </>
  );
}
