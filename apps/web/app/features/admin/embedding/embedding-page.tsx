import { ApiOutlined, SettingOutlined } from "@ant-design/icons";
import { retrievalEndpoints } from "@wenku/contract";
import { Alert, App, Button, Popconfirm, Tag } from "antd";
import { useEffect, useState, type Key } from "react";
import { Link } from "react-router";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { KeywordSearch } from "../common/keyword-search";
import { StatusFilter } from "../common/status-filter";
import { useAction } from "../../../shared/use-action";
import { usePagedList } from "../common/use-paged-list";
import type { EmbeddingDocument } from "./embedding-types";
import { embeddingColumns } from "./embedding-columns";

const t = zh.adminEmbedding;
/** How often the list refreshes while documents on it wait or are being embedded. */
const POLL_MS = 5000;

/** /admin/ai/embedding: embedding status and progress per document; re-embed chosen documents or all of them. */
export function EmbeddingPage() {
  const list = usePagedList(retrievalEndpoints.embeddingList, "document");
  /** The embedding model in use (0: none set or disabled), as the list reports it; undefined until it has. */
  const modelId = list.reply?.model_id;
  const [selected, setSelected] = useState<Key[]>([]);
  const run = useAction();
  const { message } = App.useApp();
  const { call: redoEmbedding } = useApiMutation(retrievalEndpoints.embeddingRedo);
  const ids = selected.map(Number);
  const { reload } = list;
  const working = list.items.some((doc) => doc.status === 0 || doc.status === 1);

  useEffect(() => {
    if (!working) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [working, reload]);

  /** Re-embeds the chosen documents, or all of them. */
  const redo = async (body: { document_id: number[] } | { all: true }) => {
    const ok = await run(async () => {
      const { count } = await redoEmbedding({ body });
      void message.success(t.redoDone(count));
    });
    if (ok) setSelected([]);
  };

  const toolbar = (
    <>
      <KeywordSearch list={list} placeholder={t.searchPlaceholder} width={220} />
      <StatusFilter list={list} statuses={t.statuses} label={t.status} placeholder={t.allStatuses} />
      <Popconfirm title={t.redoConfirm(ids.length)} onConfirm={() => redo({ document_id: ids })} disabled={!ids.length}>
        <Button type="primary" disabled={!ids.length}>
          {t.redoSelected}
        </Button>
      </Popconfirm>
      <Popconfirm title={t.redoAllConfirm} onConfirm={() => redo({ all: true })}>
        <Button danger>{t.redoAll}</Button>
      </Popconfirm>
      <Link to="/admin/ai/llm">
        <Button icon={<ApiOutlined />}>{t.models}</Button>
      </Link>
      {modelId ? <Tag color="blue">{t.modelInUse(modelId)}</Tag> : null}
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      {modelId === 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t.noModel}
          action={
            <Link to="/admin/config/llm">
              <Button size="small" icon={<SettingOutlined />}>
                {t.noModelAction}
              </Button>
            </Link>
          }
        />
      )}
      <AdminTable<EmbeddingDocument>
        rowKey="document_id"
        columns={embeddingColumns((chosen) => void redo({ document_id: chosen }))}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        minWidth={900}
      />
    </AdminPage>
  );
}
