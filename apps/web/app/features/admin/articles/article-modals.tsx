import { ArticleStatus, articleEndpoints } from "@wenku/contract";
import { Form, Input, TreeSelect } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { ArticleCategoryTree } from "./use-article-category-tree";

interface ModalProps {
  /** The articles to change; the modal is open while there are some. */
  ids: number[];
  onClose: () => void;
  /** After the change was saved (the modal closes itself; the lists it changed reload). */
  onSaved: () => void;
}

/** 拒绝 with the reason the author is shown. */
export function RejectModal({ ids, onClose, onSaved }: ModalProps) {
  const t = zh.adminArticles.reject;
  const check = useApiMutation(articleEndpoints.check);
  return (
    <FormModal<{ reason?: string }>
      open={ids.length > 0}
      title={t.title(ids.length)}
      onClose={onClose}
      doneMessage={zh.adminArticles.list.rejected}
      onSubmit={async (values) => {
        await check.call({ body: { article_id: ids, status: ArticleStatus.rejected, reject_reason: values.reason?.trim() ?? "" } });
        onSaved();
      }}
    >
      <Form.Item name="reason" label={t.reason}>
        <Input.TextArea rows={3} maxLength={1024} showCount placeholder={t.reasonPlaceholder} data-testid="reject-reason" />
      </Form.Item>
    </FormModal>
  );
}

/** Replaces the categories of the selected articles. */
export function BatchCategoryModal({ ids, onClose, onSaved, categories }: ModalProps & { categories: ArticleCategoryTree }) {
  const t = zh.adminArticles.batch;
  const setCategory = useApiMutation(articleEndpoints.setCategory);
  return (
    <FormModal<{ category_id: number[] }>
      open={ids.length > 0}
      title={t.categoryTitle(ids.length)}
      onClose={onClose}
      doneMessage={zh.admin.updated}
      onSubmit={async (values) => {
        await setCategory.call({ body: { article_id: ids, category_id: values.category_id } });
        onSaved();
      }}
    >
      <Form.Item name="category_id" label={zh.adminArticles.list.category} extra={t.categoryHelp} rules={[{ required: true, message: t.categoryRequired }]}>
        <TreeSelect multiple treeData={categories.tree} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: "title" }} />
      </Form.Item>
    </FormModal>
  );
}
