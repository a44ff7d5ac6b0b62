import { ProfileForm } from "../features/account/profile-form";

export default function MeProfileRoute() {
  return <ProfileForm />;
}
