import { systemEndpoints } from "@wenku/contract";
import { Col, Row } from "antd";
import { useSession } from "../../../lib/session";
import { holdsPermission } from "../../../shared/permissions";
import { DeviceCard } from "./device-card";
import { EnvsCard } from "./envs-card";
import { LicenseCard } from "./license-card";
import { ReleaseCard } from "./release-card";

/** The dashboard's system cards, each for holders of its permission: native tools, server state, release, licence. */
export function SystemCards() {
  const session = useSession();
  const show = {
    envs: holdsPermission(session, systemEndpoints.envs),
    device: holdsPermission(session, systemEndpoints.device),
    release: holdsPermission(session, systemEndpoints.release),
    license: holdsPermission(session, systemEndpoints.license),
  };
  if (!Object.values(show).some(Boolean)) return null;
  return (
    <Row gutter={[16, 16]} data-testid="system-cards">
      {show.envs && (
        <Col xs={24} xl={12}>
          <EnvsCard />
        </Col>
      )}
      {show.device && (
        <Col xs={24} lg={12} xl={12}>
          <DeviceCard />
        </Col>
      )}
      {show.release && (
        <Col xs={24} lg={12}>
          <ReleaseCard />
        </Col>
      )}
      {show.license && (
        <Col xs={24} lg={12}>
          <LicenseCard />
        </Col>
      )}
    </Row>
  );
}
