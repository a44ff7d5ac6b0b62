import { spiderDocumentEndpoints } from "@wenku/contract";
import { App, Button, Select, Tag } from "antd";
import { useEffect, useMemo, useState, type Key } from "react";
import { useSearchParams } from "react-router";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { KeywordSearch } from "../common/keyword-search";
import { StatusFilter } from "../common/status-filter";
import { useAction } from "../../../shared/use-action";
import { usePagedList } from "../common/use-paged-list";
import { useDocumentOptions } from "../documents/use-document-options";
import { PublishModal } from "./publish-modal";
import type { SpiderDocument } from "./spider-types";
import { spiderDocumentColumns } from "./spider-document-columns";
import { SpiderProgress } from "./spider-progress";
import { DeleteSelectedButton } from "../common/delete-selected-button";

type PublishedRow = SpiderDocument;
const t = zh.adminSpider.document;
/** Queued or running: the list refreshes itself while any document is in one of these. */
const busyStatuses = new Set([1, 2, 5, 6]);
const REFRESH_MS = 3000;

/** /admin/spider/document: the documents found, their downloads and their publishing, with the progress. */
export function SpiderDocumentPage() {
  const [params, setParams] = useSearchParams();
  const sourceId = Number(params.get("spider_url_id")) || undefined;
  const list = usePagedList(spiderDocumentEndpoints.list, "spider_document", { filter: { spider_url_id: sourceId } });
  const options = useDocumentOptions();
  const [selected, setSelected] = useState<Key[]>([]);
  const [publishing, setPublishing] = useState<PublishedRow[]>([]);
  const run = useAction();
  const { message } = App.useApp();
  const { call: batch } = useApiMutation(spiderDocumentEndpoints.batch);
  const { call: removeDocuments } = useApiMutation(spiderDocumentEndpoints.remove);
  const progress = useMemo(() => list.reply?.progress ?? [], [list.reply]);
  const busy = progress.some((p) => busyStatuses.has(p.status) && p.count > 0);

  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(list.reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [busy, list.reload]);

  const rows = list.items;
  const selectedRows = rows.filter((row) => selected.includes(row.id));
  const queueDownloads = async (ids: number[]) => {
    let queued = 0;
    const ok = await run(async () => {
      queued = (await batch({ body: { spider_document: ids.map((id) => ({ id, status: 1 as const })) } })).queued;
    });
    if (!ok) return;
    void message.success(t.downloadQueued(queued));
    setSelected([]);
  };
  const removeSelected = async () => {
    if (await run(() => removeDocuments({ query: { id: selected.map(Number) } }), zh.admin.deleted)) setSelected([]);
  };

  const toolbar = (
    <>
      <KeywordSearch list={list} placeholder={t.searchPlaceholder} />
      <StatusFilter list={list} statuses={t.statuses} label={t.statusFilter} placeholder={t.statusFilter} />
      <Select<string[]>
        mode="tags"
        allowClear
        aria-label={t.extFilter}
        placeholder={t.extFilter}
        style={{ minWidth: 140 }}
        options={[".pdf", ".docx", ".doc", ".pptx", ".xlsx", ".txt", ".epub"].map((ext) => ({ value: ext, label: ext }))}
        onChange={(ext) => list.search({ ...list.filter, ext })}
      />
      {sourceId && (
        <Tag
          closable
          onClose={() => {
            setParams({});
            list.search({ ...list.filter, spider_url_id: undefined });
          }}
        >
          {t.source(sourceId)}
        </Tag>
      )}
      <Button disabled={!selected.length} onClick={() => void queueDownloads(selected.map(Number))}>
        {t.downloadSelected}
      </Button>
      <Button type="primary" onClick={() => (selectedRows.length ? setPublishing(selectedRows) : void message.warning(t.selectFirst))}>
        {t.publishSelected}
      </Button>
      <Button onClick={list.reload}>{zh.admin.refresh}</Button>
      <DeleteSelectedButton count={selected.length} onConfirm={removeSelected} />
    </>
  );

  const columns = spiderDocumentColumns({
    download: (id) => void queueDownloads([id]),
    publish: (row) => setPublishing([row]),
    remove: (id) => removeDocuments({ query: { id: [id] } }),
  });

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <SpiderProgress progress={progress} onPick={(status) => list.search({ ...list.filter, status: [status] })} />
      <AdminTable<PublishedRow>
        columns={columns}
        dataSource={rows}
        loading={list.loading && !busy}
        pagination={list.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        minWidth={1080}
      />
      <PublishModal
        ids={publishing.map((row) => row.id)}
        extensions={[...new Set(publishing.map((row) => row.ext).filter(Boolean))]}
        options={options}
        onClose={() => setPublishing([])}
        onSaved={() => setSelected([])}
      />
    </AdminPage>
  );
}
