import { conversionEndpoints, documentEndpoints, pageRepairEndpoints, searchEndpoints } from "@wenku/contract";
import { Col, Row } from "antd";
import { useApiQuery } from "../../../lib/api-query";
import { useSession } from "../../../lib/session";
import { holdsPermission } from "../../../shared/permissions";
import { ConversionQueueCard } from "./conversion-queue-card";
import { DocumentStatusCard } from "./document-status-card";
import { LayoutBackfillCard } from "./layout-backfill-card";
import { PageRepairCard } from "./page-repair-card";
import { SearchIndexCard } from "./search-index-card";


/** The dashboard's document figures: statuses and downloads, the conversion queue, the full-text index, the page repair and the layout backfill. */
export function DocumentOverview() {
  const session = useSession();
  const showDocuments = holdsPermission(session, documentEndpoints.stats);
  const showIndex = holdsPermission(session, searchEndpoints.indexStats);
  const showQueue = holdsPermission(session, conversionEndpoints.queue);
  const showRepair = holdsPermission(session, pageRepairEndpoints.progress);
  const showLayout = holdsPermission(session, pageRepairEndpoints.layoutProgress);
  if (!showDocuments && !showIndex && !showQueue && !showRepair && !showLayout) return null;
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
          <SearchIndexCard canRebuild={holdsPermission(session, searchEndpoints.rebuildDocumentIndex)} />
        </Col>
      )}
      {showRepair && (
        <Col xs={24} lg={12} xl={8}>
          <PageRepairCard />
        </Col>
      )}
      {showLayout && (
        <Col xs={24} lg={12} xl={8}>
          <LayoutBackfillCard />
        </Col>
      )}
    </Row>
  );
}

function DocumentCards() {
  const { data, loading } = useApiQuery(documentEndpoints.stats);
  return (
    <Col xs={24} lg={12} xl={8}>
      <DocumentStatusCard stats={data} loading={loading} />
    </Col>
  );
}
