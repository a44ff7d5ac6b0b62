import { PayCircleOutlined } from "@ant-design/icons";
import { creditEndpoints, type CreditLog as CreditLogRow } from "@wenku/contract";
import { Button, Card, Flex, Statistic, Typography, type TableColumnsType } from "antd";
import { useState } from "react";
import { useSession } from "../../lib/session";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { RechargeDialog } from "../order/recharge-dialog";
import { SignInButton } from "../layout/sign-in-button";
import { formatTime } from "../order/order-terms";
import { MemberTable } from "./member-table";
import { usePaged } from "./use-paged";

const t = zh.commerce.creditLog;

/** /me/credit: the balance, sign-in and recharge, and the ledger rows with what moved the credits. */
export function CreditLog() {
  const settings = useSettings();
  const { user } = useSession();
  const credit = creditName(settings);
  const list = usePaged(creditEndpoints.log, "credit_log");
  const [recharging, setRecharging] = useState(false);

  const columns: TableColumnsType<CreditLogRow> = [
    { title: t.createdAt, dataIndex: "created_at", width: 150, render: (v: string) => formatTime(v) },
    { title: t.reason, dataIndex: "reason", width: 130, render: (reason: string) => t.reasons[reason] ?? reason },
    {
      title: t.delta,
      dataIndex: "delta",
      width: 100,
      render: (delta: number) => (
        <Typography.Text type={delta < 0 ? "danger" : "success"} strong>{delta > 0 ? `+${delta}` : delta}</Typography.Text>
      ),
    },
    { title: t.balanceAfter, dataIndex: "balance_after", width: 100 },
    { title: t.remark, dataIndex: "remark", ellipsis: true },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex wrap gap={16} align="center" justify="space-between">
          <Statistic title={t.balance} value={Number(user?.credit_count ?? 0)} suffix={credit} data-testid="credit-log-balance" />
          <Flex gap={8} wrap>
            <div style={{ width: 140 }}><SignInButton active /></div>
            {settings.payment.enable_recharge && (
              <Button icon={<PayCircleOutlined />} onClick={() => setRecharging(true)} data-testid="credit-log-recharge">{zh.layout.recharge(credit)}</Button>
            )}
          </Flex>
        </Flex>
      </Card>
      <MemberTable list={list} columns={columns} testId="credit-log" scrollX={640} />
      {settings.payment.enable_recharge && <RechargeDialog open={recharging} onClose={() => setRecharging(false)} />}
    </Flex>
  );
}
