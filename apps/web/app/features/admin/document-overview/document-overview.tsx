import { Col, Row } from "antd";
import { useSession } from "../../../lib/session";
import { holdsPermission } from "../common/permissions";
import { useLoad } from "../common/use-load";
import { ConversionQueueCard } from "./conversion-queue-card";
import { DocumentStatusCard } from "./document-status-card";
import {
  conversionQueueRoute,
  documentStatsRoute,
  indexStatsRoute,
  overviewApi,
  pageRepairRoute,
  rebuildIndexRoute,
  type DocumentStats,
} from "./overview-api";
import { PageRepairCard } from "./page-repair-card";
import { SearchIndexCard } from "./search-index-card";

const holds = (session: ReturnType<typeof useSession>, route: { method: string; path: string }) => holdsPermission(session, route.method, route.path);

/** The dashboard's document figures: statuses and downloads, the conversion queue, the full-text index, the page repair. */
export function DocumentOverview() {
  const session = useSession();
  const showDocuments = holds(session, documentStatsRoute);
  const showIndex = holds(session, indexStatsRoute);
  const showQueue = holds(session, conversionQueueRoute);
  const showRepair = holds(session, pageRepairRoute);
  if (!showDocuments && !showIndex && !showQueue && !showRepair) return null;
  return (
    <Row gutter={[16, 16]} data-testid="document-overview">
      {showDocuments && <DocumentCards />}
      {showQueue && (
        <Col xs={24} lg={12} xl={8}>
          <ConversionQueueCard />
        </Col>
      )}
      {showIndex && (
        <Col xs={24} xl={8}>
          <SearchIndexCard canRebuild={holds(session, rebuildIndexRoute)} />
        </Col>
      )}
      {showRepair && (
        <Col xs={24} lg={12} xl={8}>
          <PageRepairCard />
        </Col>
      )}
    </Row>
  );
}

function DocumentCards() {
  const { data, loading } = useLoad<DocumentStats | undefined>((signal) => overviewApi.documentStats(signal), undefined, "document stats");
  return (
    <Col xs={24} lg={12} xl={8}>
      <DocumentStatusCard stats={data} loading={loading} />
    </Col>
  );
}
