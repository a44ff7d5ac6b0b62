import { Card, Col, Flex, Row, Tag } from "antd";
import { Link } from "react-router";
import { zh } from "../../../locales/zh-CN";
import { documentStatuses, statusColor, statusName } from "../documents/document-status";
import { countOf, type DocumentStats } from "./overview-types";
import { OverviewStatistic } from "./overview-statistic";

const t = zh.adminDocuments.overview;

/** Documents by status (each links to the filtered list), the recycle bin, and today's downloads. */
export function DocumentStatusCard({ stats, loading }: { stats?: DocumentStats; loading: boolean }) {
  return (
    <Card title={t.documents} loading={loading} data-testid="overview-documents" style={{ height: "100%" }}>
      <Row gutter={[16, 16]}>
        <Col span={8}>
          <OverviewStatistic title={t.total} value={stats?.document_count ?? 0} />
        </Col>
        <Col span={8}>
          <OverviewStatistic title={t.todayDownloads} value={stats?.today_download_count ?? 0} />
        </Col>
        <Col span={8}>
          <OverviewStatistic title={t.todayPaidDownloads} value={stats?.today_paid_download_count ?? 0} />
        </Col>
      </Row>
      <Flex wrap gap={8} style={{ marginTop: 16 }}>
        {documentStatuses.map((status) => (
          <Link key={status} to={`/admin/document/list?status=${status}`}>
            <Tag color={statusColor(status)} data-testid={`overview-status-${status}`}>
              {statusName(status)} {countOf(stats, status)}
            </Tag>
          </Link>
        ))}
        <Link to="/admin/document/recycle">
          <Tag>
            {t.recycled} {stats?.recycle_count ?? 0}
          </Tag>
        </Link>
      </Flex>
    </Card>
  );
}
