import { Card, Col, Progress, Row, Typography } from "antd";
import { OverviewStatistic } from "./overview-statistic";

/** What one background pass over the library shows: its three figures, its state and a word on what it does. */
export interface PassCardText {
  title: string;
  figures: [string, string, string];
  done: string;
  running: (checked: number, total: number) => string;
  pending: string;
  help: string;
}

interface PassProgressCardProps {
  text: PassCardText;
  /** The pass's figures as loaded (undefined until then); `figures` are the second and third numbers. */
  progress: { checked: number; total: number; done: boolean } | undefined;
  figures: [number, number];
  loading: boolean;
  testId: string;
}

/** A background pass over the library (page repair, text positions): checked so far, its findings, and its state. */
export function PassProgressCard({ text, progress, figures, loading, testId }: PassProgressCardProps) {
  const checked = progress?.checked ?? 0;
  const total = progress?.total ?? 0;
  const started = checked > 0 || progress?.done;
  const values = [checked, ...figures];
  return (
    <Card title={text.title} loading={loading} data-testid={`overview-${testId}`} style={{ height: "100%" }}>
      <Row gutter={[16, 16]}>
        {text.figures.map((title, index) => (
          <Col span={8} key={title}>
            <OverviewStatistic title={title} value={values[index]} />
          </Col>
        ))}
      </Row>
      <div style={{ marginTop: 12 }} data-testid={`${testId}-state`}>
        {progress?.done ? (
          <Typography.Text type="secondary">{text.done}</Typography.Text>
        ) : started ? (
          <>
            <Typography.Text type="secondary">{text.running(checked, total)}</Typography.Text>
            <Progress percent={total ? Math.min(99, Math.floor((checked / total) * 100)) : 0} status="active" aria-label={text.title} />
          </>
        ) : (
          <Typography.Text type="secondary">{text.pending}</Typography.Text>
        )}
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 12 }}>
        {text.help}
      </Typography.Paragraph>
    </Card>
  );
}
