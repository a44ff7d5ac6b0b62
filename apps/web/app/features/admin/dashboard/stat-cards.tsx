import { Card, Col, Row, Statistic } from "antd";
import { zh } from "../../../locales/zh-CN";
import { countKeys, type Stats } from "./stats";

/** One card per count the server returned. */
export function StatCards({ stats, loading }: { stats: Partial<Stats>; loading: boolean }) {
  const keys = countKeys.filter((k) => stats[k] !== undefined || loading);
  return (
    <Row gutter={[16, 16]}>
      {keys.map((key) => (
        <Col key={key} xs={12} sm={8} lg={6}>
          <Card loading={loading} data-testid={`stat-${key}`}>
            <Statistic title={zh.admin.dashboard[key]} value={stats[key] ?? 0} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
