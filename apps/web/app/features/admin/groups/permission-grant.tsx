import { permissionEndpoints, type Permission } from "@wenku/contract";
import { Alert, Button, Flex, Spin, Tree, Typography } from "antd";
import { useMemo, useState } from "react";
import { callApi } from "../../../lib/call-api";
import { zh } from "../../../locales/zh-CN";
import { busyLoading } from "../common/busy-loading";
import { useAction } from "../../../shared/use-action";
import { useLoad } from "../../../shared/use-load";
import { groupApi, type Group } from "./group-api";
import { checkedPermissionIds, permissionTree } from "./permission-tree";

const t = zh.admin.group;

const loadAllPermissions = async (signal: AbortSignal) =>
  (await callApi(permissionEndpoints.list, { query: { page: 1, size: 10_000 }, signal })).permission;

/** Every permission as a tree grouped by API resource, checked from the group's set; saving replaces the set. */
export function PermissionGrant({ group, onSaved }: { group: Group; onSaved: () => void }) {
  const permissions = useLoad(loadAllPermissions, [] as Permission[], "permissions");
  const granted = useLoad(
    async (signal) => (await groupApi.permissionIds(group.id, signal)).permission_id ?? [],
    [] as number[],
    `group ${group.id}`,
  );
  const [checked, setChecked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const run = useAction();
  const tree = useMemo(() => permissionTree(permissions.data, zh.admin.resources), [permissions.data]);

  // The group's set as loaded, until the administrator changes it.
  const [shownGrant, setShownGrant] = useState(granted.data);
  if (shownGrant !== granted.data) {
    setShownGrant(granted.data);
    setChecked(granted.data);
  }

  const save = async () => {
    setSaving(true);
    const ok = await run(() => groupApi.savePermissions(group.id, checked), t.permissionSaved);
    setSaving(false);
    if (ok) onSaved();
  };

  if (permissions.loading || granted.loading) return <Spin />;
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
        <Typography.Text type="secondary">{t.checkedCount(checked.length, permissions.data.length)}</Typography.Text>
        <Flex gap={8}>
          <Button onClick={() => setChecked(permissions.data.map((p) => p.id))}>{t.selectAll}</Button>
          <Button onClick={() => setChecked([])}>{t.selectNone}</Button>
          <Button type="primary" loading={busyLoading(saving)} onClick={save}>
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
