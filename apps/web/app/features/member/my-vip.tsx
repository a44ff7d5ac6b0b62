import { CrownFilled } from "@ant-design/icons";
import { vipEndpoints, type UserVip } from "@wenku/contract";
import { Button, Card, Descriptions, Flex, Tag, Typography, type TableColumnsType } from "antd";
import { Link } from "react-router";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { orderHref } from "../order/order-href";
import { formatDate, vipDiscountBadge } from "../order/order-terms";
import { useActiveVip } from "../vip/use-active-vip";
import { MemberTable } from "./member-table";
import { usePaged } from "./use-paged";

const t = zh.commerce.vip;

/** /me/vip: whether the member is a VIP now (the period in force) and every period they bought. */
export function MyVip() {
  const settings = useSettings();
  const vip = useActiveVip();
  const list = usePaged(vipEndpoints.mine, "user_vip");

  const columns: TableColumnsType<UserVip> = [
    { title: t.type, dataIndex: "type", width: 100, render: (type: number) => zh.commerce.vipPeriod[type] ?? type },
    { title: t.orderNo, dataIndex: "order_no", width: 200, render: (no: string) => (no ? <Link to={orderHref(no)}>{no}</Link> : "-") },
    { title: t.joinedAt, dataIndex: "joined_at", width: 110, render: (v: string) => formatDate(v) },
    { title: t.expiresAt, dataIndex: "expired_at", width: 110, render: (v: string) => formatDate(v) },
    { title: t.downloadsLeft, width: 110, render: (_, row) => t.downloadsOf(row.download_used, row.download) },
    { title: t.timesEveryDay, dataIndex: "times", width: 110, render: (n: number) => (n > 0 ? n : t.unlimited) },
    { title: t.discount, dataIndex: "discount", width: 90, render: (n: number) => vipDiscountBadge(n) },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small" data-testid="my-vip-status">
        <Flex wrap gap={16} align="center" justify="space-between">
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} style={{ flex: 1, minWidth: 260 }}>
            <Descriptions.Item label={t.status}>
              {vip ? (
                <Tag color="gold" icon={<CrownFilled />} data-testid="my-vip-active">{t.active}</Tag>
              ) : (
                <Typography.Text type="secondary" data-testid="my-vip-inactive">{t.inactive}</Typography.Text>
              )}
            </Descriptions.Item>
            {vip && <Descriptions.Item label={t.expiresAt}>{formatDate(vip.expired_at)}</Descriptions.Item>}
            {vip && <Descriptions.Item label={t.downloadsLeft}>{t.downloadsOf(vip.download_used, vip.download)}</Descriptions.Item>}
          </Descriptions>
          {settings.vip.enable && (
            <Link to="/joinvip">
              <Button type="primary" icon={<CrownFilled />}>{vip ? t.renew : t.join}</Button>
            </Link>
          )}
        </Flex>
      </Card>
      <MemberTable list={list} columns={columns} testId="my-vip" scrollX={840} />
    </Flex>
  );
}
