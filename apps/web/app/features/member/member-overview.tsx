import { CrownFilled } from "@ant-design/icons";
import { Button, Card, Col, Row, Statistic, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSession } from "../../lib/session";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { SignInButton } from "../layout/sign-in-button";
import { formatDate } from "../order/order-terms";
import { useActiveVip } from "../vip/use-active-vip";

const t = zh.account.overview;

function Cell({ title, children, testId, phoneSpan = 12 }: { title: string; children: ReactNode; testId: string; phoneSpan?: number }) {
  return (
    <Col xs={phoneSpan} sm={8} data-testid={testId}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <div style={{ marginTop: 6 }}>{children}</div>
    </Col>
  );
}

/** The top of /me: the balance, whether the member is a VIP (and till when), and today's sign-in. */
export function MemberOverview() {
  const settings = useSettings();
  const { user } = useSession();
  const vip = useActiveVip();
  const isVip = Boolean(user?.is_vip);
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="member-overview">
      <Row gutter={[16, 16]}>
        <Cell title={t.balance} testId="overview-balance">
          <Statistic value={Number(user?.credit_count ?? 0)} suffix={creditName(settings)} styles={{ content: { fontSize: 22 } }} />
          <Link to="/me/credit">{t.creditLog}</Link>
        </Cell>
        {(settings.vip.enable || isVip) && (
          <Cell title={t.vip} testId="overview-vip">
            {isVip ? (
              <>
                <Tag color="gold" icon={<CrownFilled />}>{zh.commerce.vip.active}</Tag>
                {vip && <div style={{ marginTop: 6 }}>{t.vipUntil(formatDate(vip.expired_at))}</div>}
                <Link to="/me/vip">{t.vipDetail}</Link>
              </>
            ) : (
              <>
                <div><Typography.Text type="secondary">{zh.commerce.vip.inactive}</Typography.Text></div>
                {settings.vip.enable && (
                  <Link to="/joinvip">
                    <Button size="small" type="primary" icon={<CrownFilled />} style={{ marginTop: 6 }}>{zh.commerce.vip.title}</Button>
                  </Link>
                )}
              </>
            )}
          </Cell>
        )}
        <Cell title={t.signIn} testId="overview-sign-in" phoneSpan={24}>
          <div style={{ maxWidth: 200 }}>
            <SignInButton active />
          </div>
        </Cell>
      </Row>
    </Card>
  );
}
