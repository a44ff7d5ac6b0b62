import { Drawer } from "antd";
import { PasswordForm } from "../../account/password-form";
import { ProfileForm } from "../../account/profile-form";
import { zh } from "../../../locales/zh-CN";
import { useDrawerWidth } from "../common/use-drawer-width";
import type { AccountDrawer } from "./user-menu";

/** Profile and password forms of the member area, opened from the admin header in side drawers (spec §2). */
export function AccountDrawers({ open, onClose }: { open: AccountDrawer | null; onClose: () => void }) {
  const size = useDrawerWidth();
  return (
    <>
      <Drawer open={open === "profile"} title={zh.admin.header.profile} size={size} onClose={onClose} destroyOnHidden>
        <ProfileForm />
      </Drawer>
      <Drawer open={open === "password"} title={zh.admin.header.password} size={size} onClose={onClose} destroyOnHidden>
        <PasswordForm />
      </Drawer>
    </>
  );
}
