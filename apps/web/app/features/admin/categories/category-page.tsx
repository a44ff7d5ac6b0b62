import { PlusOutlined } from "@ant-design/icons";
import { CategoryType, categoryEndpoints, type Category } from "@wenku/contract";
import { Button } from "antd";
import { useMemo } from "react";
import { useApiMutation, useApiQuery } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { buildTree, type TreeNode } from "../common/tree";
import { useEditing } from "../common/use-editing";
import { useExpandedRows } from "../common/use-expanded-rows";
import { categoryColumns } from "./category-columns";
import type { CategoryKind } from "./category-types";
import { CategoryFormModal } from "./category-form-modal";

const noCategories: Category[] = [];

/** /admin/document/category (type 0) and /admin/article/category (type 1): the category tree with CRUD. */
export function CategoryPage({ type }: { type: CategoryKind }) {
  // Every category of the type, enabled or not (asked for without `field`: whole rows); the client builds the tree.
  const items = useApiQuery(categoryEndpoints.list, { query: { type: [type] } });
  const all = items.data?.category ?? noCategories;
  const tree = useMemo(() => buildTree(all), [all]);
  const expandable = useExpandedRows(tree);
  const form = useEditing<Category>();
  const update = useApiMutation(categoryEndpoints.update);
  const remove = useApiMutation(categoryEndpoints.remove);
  const columns = categoryColumns(
    {
      edit: form.edit,
      addChild: (parent) => form.create({ parent_id: parent.id }),
      setEnabled: (c, enable) => update.call({ body: { id: c.id, enable } }),
      remove: (c) => remove.call({ query: { id: [c.id] } }),
    },
    type,
  );
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
      <CategoryFormModal type={type} editing={form} all={all} />
    </AdminPage>
  );
}
