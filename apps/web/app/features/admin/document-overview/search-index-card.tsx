import { SyncOutlined } from "@ant-design/icons";
import { formatBytes, searchEndpoints } from "@wenku/contract";
import { Button, Card, Col, Popconfirm, Progress, Row, Typography } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { formatTime } from "../../../shared/format";
import { documentRebuild, isRebuilding, useIndexStats } from "./use-index-stats";
import { OverviewStatistic } from "./overview-statistic";

const t = zh.adminDocuments.overview;

/** The full-text index: what it holds, its size, and a rebuild of the document index with its progress. */
export function SearchIndexCard({ canRebuild }: { canRebuild: boolean }) {
  const { stats, loading } = useIndexStats(true);
  // Drops nothing: re-reads every document into the index in the background; the figures reload after it starts.
  const rebuildIndex = useApiMutation(searchEndpoints.rebuildDocumentIndex, { done: t.rebuildStarted });
  const rebuild = documentRebuild(stats);
  const running = isRebuilding(stats);
  const [sizeValue, sizeUnit] = formatBytes(stats?.size ?? 0).split(" ");

  const start = async () => {
    await rebuildIndex.run({});
  };

  const action = canRebuild && (
    <Popconfirm title={t.rebuildConfirm} onConfirm={start} disabled={running}>
      <Button size="small" icon={<SyncOutlined spin={running} />} disabled={running} data-testid="index-rebuild">
        {t.rebuild}
      </Button>
    </Popconfirm>
  );

  return (
    <Card title={t.index} loading={loading} extra={action} data-testid="overview-index" style={{ height: "100%" }}>
      <Row gutter={[16, 16]}>
        <Col span={8}>
          <OverviewStatistic title={t.indexDocuments} value={stats?.document_count ?? 0} />
        </Col>
        <Col span={8}>
          <OverviewStatistic title={t.indexPages} value={stats?.page_count ?? 0} />
        </Col>
        <Col span={8}>
          <OverviewStatistic title={t.indexSize} value={sizeValue} suffix={sizeUnit} />
        </Col>
        <Col span={8}>
          <OverviewStatistic title={t.indexArticles} value={stats?.article_count ?? 0} />
        </Col>
        <Col span={8}>
          <OverviewStatistic title={t.indexQueue} value={stats?.queue ?? 0} />
        </Col>
      </Row>
      {rebuild && running && (
        <div data-testid="index-rebuild-progress" style={{ marginTop: 12 }}>
          <Typography.Text type="secondary">{t.rebuildRunning(rebuild.done, rebuild.total)}</Typography.Text>
          <Progress percent={rebuild.total ? Math.floor((rebuild.done / rebuild.total) * 100) : 0} status="active" />
        </div>
      )}
      {rebuild && !running && rebuild.status === "done" && rebuild.finished_at && (
        <Typography.Text type="secondary" style={{ display: "block", marginTop: 12 }}>
          {t.rebuildDone(formatTime(rebuild.finished_at))}
        </Typography.Text>
      )}
      {rebuild && rebuild.status === "failed" && (
        <Typography.Text type="danger" style={{ display: "block", marginTop: 12 }}>
          {t.rebuildFailed(rebuild.error)}
        </Typography.Text>
      )}
    </Card>
  );
}
