import { PlusOutlined } from "@ant-design/icons";
import { constants, navigationEndpoints, type Navigation } from "@wenku/contract";
import { Button } from "antd";
import { useMemo } from "react";
import { useApiMutation, useApiQuery } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { buildTree, type TreeNode } from "../common/tree";
import { useEditing } from "../common/use-editing";
import { useExpandedRows } from "../common/use-expanded-rows";
import { navigationColumns } from "./navigation-columns";
import { NavigationFormModal } from "./navigation-form-modal";

const noItems: Navigation[] = [];

/** /admin/navigation: the header navigation as a tree, with create, edit, enable and delete. */
export function NavigationPage() {
  // Every item in one page (as the public header asks); the client builds the tree.
  const items = useApiQuery(navigationEndpoints.list, { query: { page: 1, size: constants.navigationListSize } });
  const all = items.data?.navigation ?? noItems;
  const tree = useMemo(() => buildTree(all), [all]);
  const expandable = useExpandedRows(tree);
  const form = useEditing<Navigation>();
  const update = useApiMutation(navigationEndpoints.update);
  const remove = useApiMutation(navigationEndpoints.remove);
  const columns = navigationColumns({
    edit: form.edit,
    addChild: (parent) => form.create({ parent_id: parent.id }),
    setEnabled: (n, enable) => update.call({ body: { id: n.id, enable } }),
    remove: (n) => remove.call({ query: { id: [n.id] } }),
  });

  const toolbar = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => form.create()}>
      {zh.admin.navigation.create}
    </Button>
  );

  return (
    <AdminPage title={zh.admin.navigation.title} toolbar={toolbar}>
      <AdminTable<TreeNode<Navigation>>
        columns={columns}
        dataSource={tree}
        loading={items.loading}
        pagination={false}
        expandable={expandable}
        minWidth={800}
      />
      <NavigationFormModal editing={form} all={all} />
    </AdminPage>
  );
}
