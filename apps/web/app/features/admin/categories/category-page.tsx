import { PlusOutlined } from "@ant-design/icons";
import { CategoryType } from "@wenku/contract";
import { Button } from "antd";
import { useMemo } from "react";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { buildTree, type TreeNode } from "../common/tree";
import { useEditing } from "../common/use-editing";
import { useExpandedRows } from "../common/use-expanded-rows";
import { useLoad } from "../../../shared/use-load";
import { categoryColumns } from "./category-columns";
import { categoryApi, type Category, type CategoryKind } from "./category-api";
import { CategoryFormModal } from "./category-form-modal";

/** /admin/document/category (type 0) and /admin/article/category (type 1): the category tree with CRUD. */
export function CategoryPage({ type }: { type: CategoryKind }) {
  const items = useLoad((signal) => categoryApi.all(type, signal), [] as Category[], `category ${type}`);
  const tree = useMemo(() => buildTree(items.data), [items.data]);
  const expandable = useExpandedRows(tree);
  const form = useEditing<Category>();
  const columns = categoryColumns({ edit: form.edit, addChild: (parent) => form.create({ parent_id: parent.id }), changed: items.reload }, type);
  const title = type === CategoryType.article ? zh.admin.category.articleTitle : zh.admin.category.documentTitle;

  const toolbar = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => form.create()}>
      {zh.admin.category.create}
    </Button>
  );

  return (
    <AdminPage title={title} toolbar={toolbar}>
      <AdminTable<TreeNode<Category>>
        columns={columns}
        dataSource={tree}
        loading={items.loading}
        pagination={false}
        expandable={expandable}
        minWidth={800}
      />
      <CategoryFormModal type={type} editing={form} all={items.data} onSaved={items.reload} />
    </AdminPage>
  );
}
