import { Drawer } from "antd";
import { zh } from "../../../locales/zh-CN";
import { useDrawerWidth } from "../common/use-drawer-width";
import type { Group } from "./group-types";
import { PermissionGrant } from "./permission-grant";

/** The drawer granting permissions to one group (50% wide, 90% on phones). */
export function PermissionDrawer({ group, onClose }: { group: Group | undefined; onClose: () => void }) {
  return (
    <Drawer
      open={Boolean(group)}
      title={zh.admin.group.permissionTitle(group?.title ?? "")}
      size={useDrawerWidth()}
      onClose={onClose}
      destroyOnHidden
    >
      {group && <PermissionGrant group={group} onSaved={onClose} />}
    </Drawer>
  );
}
