import { groupEndpoints, permissionEndpoints, type Permission } from "@wenku/contract";
import { Alert, Button, Flex, Spin, Tree, Typography } from "antd";
import { useMemo, useState } from "react";
import { useApiMutation, useApiQuery } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { busyLoading } from "../common/busy-loading";
import type { Group } from "./group-types";
import { checkedPermissionIds, permissionTree } from "./permission-tree";

const t = zh.admin.group;

const noPermissions: Permission[] = [];

/** Every permission as a tree grouped by API resource, checked from the group's set; saving replaces the set. */
export function PermissionGrant({ group, onSaved }: { group: Group; onSaved: () => void }) {
  const permissionList = useApiQuery(permissionEndpoints.list, { query: { page: 1, size: 10_000 } });
  const permissions = permissionList.data?.permission ?? noPermissions;
  const granted = useApiQuery(groupEndpoints.permissions, { query: { id: group.id } });
  const [checked, setChecked] = useState<number[]>([]);
  const savePermissions = useApiMutation(groupEndpoints.setPermissions, { done: t.permissionSaved });
  const tree = useMemo(() => permissionTree(permissions, zh.admin.resources), [permissions]);

  // The group's set as loaded, until the administrator changes it.
  const [shownGrant, setShownGrant] = useState<typeof granted.data>();
  if (shownGrant !== granted.data) {
    setShownGrant(granted.data);
    setChecked(granted.data?.permission_id ?? []);
  }

  const save = async () => {
    if (await savePermissions.run({ body: { group_id: group.id, permission_id: checked } })) onSaved();
  };

  if ((permissionList.loading && !permissionList.data) || (granted.loading && !granted.data)) return <Spin />;
  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t.permissionHint} />
      <Flex
        justify="space-between"
        align="center"
        wrap
        gap={8}
        style={{ position: "sticky", top: 0, zIndex: 1, paddingBlock: 8, background: "#fff" }}
      >
        <Typography.Text type="secondary">{t.checkedCount(checked.length, permissions.length)}</Typography.Text>
        <Flex gap={8}>
          <Button onClick={() => setChecked(permissions.map((p) => p.id))}>{t.selectAll}</Button>
          <Button onClick={() => setChecked([])}>{t.selectNone}</Button>
          <Button type="primary" loading={busyLoading(savePermissions.pending)} onClick={save}>
            {zh.save}
          </Button>
        </Flex>
      </Flex>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={tree}
        checkedKeys={checked.map(String)}
        onCheck={(keys) => setChecked(checkedPermissionIds(Array.isArray(keys) ? keys : keys.checked))}
        titleRender={(node) => (
          <span>
            {node.title}
            {node.route && (
              <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
                {node.route}
              </Typography.Text>
            )}
          </span>
        )}
      />
    </Flex>
  );
}
