import { Card, Col, Progress, Row, Typography } from "antd";
import { zh } from "../../../locales/zh-CN";
import { OverviewStatistic } from "./overview-statistic";
import { useLayoutBackfill } from "./use-page-repair";

const t = zh.adminDocuments.overview;

/** The background reading of page text positions for documents converted before they were stored. */
export function LayoutBackfillCard() {
  const { progress, loading } = useLayoutBackfill();
  const checked = progress?.checked ?? 0;
  const total = progress?.total ?? 0;
  const started = checked > 0 || progress?.done;
  return (
    <Card title={t.layoutBackfill} loading={loading} data-testid="overview-layout-backfill" style={{ height: "100%" }}>
      <Row gutter={[16, 16]}>
        <Col span={8}>
          <OverviewStatistic title={t.layoutBackfillChecked} value={checked} />
        </Col>
        <Col span={8}>
          <OverviewStatistic title={t.layoutBackfillFilled} value={progress?.filled ?? 0} />
        </Col>
        <Col span={8}>
          <OverviewStatistic title={t.layoutBackfillFailed} value={progress?.failed ?? 0} />
        </Col>
      </Row>
      <div style={{ marginTop: 12 }} data-testid="layout-backfill-state">
        {progress?.done ? (
          <Typography.Text type="secondary">{t.layoutBackfillDone}</Typography.Text>
        ) : started ? (
          <>
            <Typography.Text type="secondary">{t.layoutBackfillRunning(checked, total)}</Typography.Text>
            <Progress percent={total ? Math.min(99, Math.floor((checked / total) * 100)) : 0} status="active" />
          </>
        ) : (
          <Typography.Text type="secondary">{t.layoutBackfillPending}</Typography.Text>
        )}
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 12 }}>
        {t.layoutBackfillHelp}
      </Typography.Paragraph>
    </Card>
  );
}
