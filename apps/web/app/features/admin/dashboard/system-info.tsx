import { Card, Descriptions } from "antd";
import { zh } from "../../../locales/zh-CN";
import { systemKeys, type Stats } from "./stats";

/** Version and platform of the running server. */
export function SystemInfo({ stats, loading }: { stats: Partial<Stats>; loading: boolean }) {
  const items = systemKeys.filter((key) => stats[key]).map((key) => ({ key, label: zh.admin.dashboard[key], children: stats[key] }));
  return (
    <Card title={zh.admin.dashboard.system} loading={loading}>
      <Descriptions column={{ xs: 1, md: 2 }} items={items} />
    </Card>
  );
}
