import { DocumentStatus, conversionEndpoints, relativeTime } from "@wenku/contract";
import { Card, Col, List, Row, Typography } from "antd";
import { Link } from "react-router";
import { useApiQuery } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { OverviewStatistic } from "./overview-statistic";

const t = zh.adminDocuments.overview;

/** The conversion queue: jobs waiting, running, retrying and failed, recent throughput and the latest errors. */
export function ConversionQueueCard() {
  const { data: queue, loading } = useApiQuery(conversionEndpoints.queue);
  return (
    <Card title={t.queue} loading={loading} data-testid="overview-queue" style={{ height: "100%" }}>
      <Row gutter={[16, 16]}>
        <Col span={6}>
          <OverviewStatistic title={t.queueWaiting} value={queue?.queued ?? 0} />
        </Col>
        <Col span={6}>
          <OverviewStatistic title={t.queueRunning} value={queue?.running ?? 0} />
        </Col>
        <Col span={6}>
          <OverviewStatistic title={t.queueRetrying} value={queue?.retrying ?? 0} />
        </Col>
        <Col span={6}>
          <OverviewStatistic title={t.queueFailed} value={queue?.failed ?? 0} danger={(queue?.failed ?? 0) > 0} />
        </Col>
        <Col span={12}>
          <OverviewStatistic title={t.queueLastHour} value={queue?.finished_last_hour ?? 0} />
          <Typography.Text type="secondary">{t.queuePages(queue?.pages_last_hour ?? 0)}</Typography.Text>
        </Col>
        <Col span={12}>
          <OverviewStatistic title={t.queueLastDay} value={queue?.finished_last_day ?? 0} />
          <Typography.Text type="secondary">{t.queuePages(queue?.pages_last_day ?? 0)}</Typography.Text>
        </Col>
      </Row>
      {queue?.oldest_queued_at && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t.queueOldest}：{relativeTime(queue.oldest_queued_at)}
        </Typography.Paragraph>
      )}
      {queue && queue.recent_failures.length > 0 && (
        <>
          <List
            size="small"
            header={t.queueRecentFailures}
            dataSource={queue.recent_failures}
            renderItem={(failure) => (
              <List.Item>
                <Typography.Text type="danger" ellipsis={{ tooltip: failure.last_error }}>
                  {failure.last_error}
                </Typography.Text>
              </List.Item>
            )}
          />
          <Link to={`/admin/document/list?status=${DocumentStatus.failed}`}>{t.queueFailedLink}</Link>
        </>
      )}
    </Card>
  );
}
