import { PlusOutlined } from "@ant-design/icons";
import { articleEndpoints, articleStatusNames } from "@wenku/contract";
import { Button, Select } from "antd";
import { useState, type Key } from "react";
import { Link } from "react-router";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { CategoryFilter } from "../common/category-filter";
import { KeywordSearch } from "../common/keyword-search";
import { StatusFilter } from "../common/status-filter";
import { usePagedList } from "../common/use-paged-list";
import type { AdminArticle } from "./article-types";
import { ArticleBatchActions } from "./article-batch-actions";
import { articleColumns } from "./article-columns";
import { BatchCategoryModal, RejectModal } from "./article-modals";
import { useArticleCategoryTree } from "./use-article-category-tree";
import { RevisionReviewModal } from "./revision-review-modal";
import { useArticleCommands } from "./use-article-commands";
import { ListFilterSelect } from "../common/list-filter-select";

const t = zh.adminArticles.list;
const statuses = Object.keys(articleStatusNames).map((status) => articleStatusNames[Number(status)]);

/**
 * /admin/article/list: every article in every status — search and filters, review (approve, reject with a
 * reason; an edit of a published article is compared with the published version first), recommendation, batch categories and deletion to the recycle bin; 新增文章 opens the editor.
 */
export function ArticleListPage() {
  const list = usePagedList(articleEndpoints.list, "article");
  const categories = useArticleCategoryTree();
  const [selected, setSelected] = useState<Key[]>([]);
  const [rejecting, setRejecting] = useState<number[]>([]);
  const [categorizing, setCategorizing] = useState<number[]>([]);
  const [reviewing, setReviewing] = useState<number | null>(null);
  const commands = useArticleCommands();
  const ids = selected.map(Number);

  const toolbar = (
    <>
      <KeywordSearch list={list} placeholder={t.searchPlaceholder} />
      <StatusFilter list={list} statuses={statuses} label={t.statusLabel} placeholder={t.statusFilter} />
      <CategoryFilter list={list} tree={categories.tree} placeholder={t.categoryFilter} />
      <Select<string>
        allowClear
        placeholder={t.recommendFilter}
        aria-label={t.recommendFilter}
        style={{ width: 110 }}
        options={[...t.recommendOptions]}
        onChange={(value) => list.search({ ...list.filter, is_recommend: value === undefined ? undefined : [value === "true"] })}
      />
      <ListFilterSelect list={list} field="revision_status" options={[...t.revisionOptions]} label={t.revisionFilter} testId="article-revision-filter" />
      <ArticleBatchActions ids={ids} commands={commands} onReject={setRejecting} onCategory={setCategorizing} onDone={() => setSelected([])} />
      <Link to="/admin/article/set">
        <Button type="primary" icon={<PlusOutlined />}>{t.create}</Button>
      </Link>
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<AdminArticle>
        columns={articleColumns(commands, setRejecting, setReviewing)}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        minWidth={1100}
        data-testid="admin-article-table"
      />
      <RevisionReviewModal
        articleId={reviewing}
        onClose={() => setReviewing(null)}
        onApprove={(id) => {
          setReviewing(null);
          void commands.approve([id]);
        }}
        onReject={(id) => {
          setReviewing(null);
          setRejecting([id]);
        }}
      />
      <RejectModal ids={rejecting} onClose={() => setRejecting([])} onSaved={() => setSelected([])} />
      <BatchCategoryModal ids={categorizing} categories={categories} onClose={() => setCategorizing([])} onSaved={() => setSelected([])} />
    </AdminPage>
  );
}
