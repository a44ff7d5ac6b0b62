import { Card, Col, Progress, Row, Typography } from "antd";
import { zh } from "../../../locales/zh-CN";
import { OverviewStatistic } from "./overview-statistic";
import { usePageRepair } from "./use-page-repair";

const t = zh.adminDocuments.overview;

/** The background check of stored page images: pages checked and repaired, files sent back to conversion. */
export function PageRepairCard() {
  const { progress, loading } = usePageRepair();
  const checked = progress?.checked ?? 0;
  const total = progress?.total ?? 0;
  const started = checked > 0 || progress?.done;
  return (
    <Card title={t.pageRepair} loading={loading} data-testid="overview-page-repair" style={{ height: "100%" }}>
      <Row gutter={[16, 16]}>
        <Col span={8}>
          <OverviewStatistic title={t.pageRepairChecked} value={checked} />
        </Col>
        <Col span={8}>
          <OverviewStatistic title={t.pageRepairRepaired} value={progress?.repaired ?? 0} />
        </Col>
        <Col span={8}>
          <OverviewStatistic title={t.pageRepairRequeued} value={progress?.requeued ?? 0} />
        </Col>
      </Row>
      <div style={{ marginTop: 12 }} data-testid="page-repair-state">
        {progress?.done ? (
          <Typography.Text type="secondary">{t.pageRepairDone}</Typography.Text>
        ) : started ? (
          <>
            <Typography.Text type="secondary">{t.pageRepairRunning(checked, total)}</Typography.Text>
            <Progress percent={total ? Math.min(99, Math.floor((checked / total) * 100)) : 0} status="active" />
          </>
        ) : (
          <Typography.Text type="secondary">{t.pageRepairPending}</Typography.Text>
        )}
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 12 }}>
        {t.pageRepairHelp}
      </Typography.Paragraph>
    </Card>
  );
}
