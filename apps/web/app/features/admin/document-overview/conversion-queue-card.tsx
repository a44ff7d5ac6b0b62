import { DocumentStatus } from "@wenku/contract";
import { Card, Col, Row, Typography } from "antd";
import { Link } from "react-router";
import { zh } from "../../../locales/zh-CN";
import { countOf, type DocumentStats } from "./overview-api";
import { OverviewStatistic } from "./overview-statistic";

const t = zh.adminDocuments.overview;

/**
 * The conversion queue as the documents' statuses show it: waiting (0 and 5), being converted (1) and failed (3).
 * The server has no queue endpoint yet (attempts, retries, throughput), so this is what can be shown.
 */
export function ConversionQueueCard({ stats, loading }: { stats?: DocumentStats; loading: boolean }) {
  const waiting = countOf(stats, DocumentStatus.pending) + countOf(stats, DocumentStatus.reconvert);
  const failed = countOf(stats, DocumentStatus.failed);
  return (
    <Card
      title={t.queue}
      loading={loading}
      data-testid="overview-queue"
      extra={<Typography.Text type="secondary">{t.queueSource}</Typography.Text>}
      style={{ height: "100%" }}
    >
      <Row gutter={[16, 16]}>
        <Col span={8}>
          <OverviewStatistic title={t.queueWaiting} value={waiting} />
        </Col>
        <Col span={8}>
          <OverviewStatistic title={t.queueRunning} value={countOf(stats, DocumentStatus.converting)} />
        </Col>
        <Col span={8}>
          <OverviewStatistic title={t.queueFailed} value={failed} danger={failed > 0} />
          {failed > 0 && <Link to={`/admin/document/list?status=${DocumentStatus.failed}`}>{t.queueFailedLink}</Link>}
        </Col>
      </Row>
    </Card>
  );
}
