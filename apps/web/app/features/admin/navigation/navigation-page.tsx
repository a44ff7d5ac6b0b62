import { PlusOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useMemo } from "react";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { buildTree, type TreeNode } from "../common/tree";
import { useEditing } from "../common/use-editing";
import { useExpandedRows } from "../common/use-expanded-rows";
import { useLoad } from "../../../shared/use-load";
import { navigationColumns } from "./navigation-columns";
import { navigationApi, type Navigation } from "./navigation-api";
import { NavigationFormModal } from "./navigation-form-modal";

/** /admin/navigation: the header navigation as a tree, with create, edit, enable and delete. */
export function NavigationPage() {
  const items = useLoad(navigationApi.all, [] as Navigation[], "navigation");
  const tree = useMemo(() => buildTree(items.data), [items.data]);
  const expandable = useExpandedRows(tree);
  const form = useEditing<Navigation>();
  const columns = navigationColumns({
    edit: form.edit,
    addChild: (parent) => form.create({ parent_id: parent.id }),
    changed: items.reload,
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
      <NavigationFormModal editing={form} all={items.data} onSaved={items.reload} />
    </AdminPage>
  );
}
