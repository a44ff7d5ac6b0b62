import { formatBytes, systemEndpoints } from "@wenku/contract";
import { Card, Descriptions, Progress } from "antd";
import { useApiQuery } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";

const t = zh.adminSystem.device;

const usage = (percent: number, label: string) => (
  <Progress percent={Math.round(percent)} aria-label={label} size="small" status={percent >= 90 ? "exception" : "normal"} format={(value) => `${value ?? 0}%`} />
);

/** The server's CPU, memory, disks and database size (GET /api/v1/device). */
export function DeviceCard() {
  const { data, loading } = useApiQuery(systemEndpoints.device);
  const items = data
    ? [
        { key: "cpu", label: t.cpu, children: `${data.cpu.model_name}（${t.cores(data.cpu.cores)}）` },
        { key: "cpuPercent", label: t.cpuPercent, children: usage(data.cpu.percent, t.cpuPercent) },
        { key: "load", label: t.load, children: data.cpu.load.join(" / ") },
        {
          key: "memory",
          label: t.memory,
          children: (
            <>
              {t.memoryUsage(formatBytes(data.memory.used), formatBytes(data.memory.total))}
              {usage(data.memory.percent, t.memory)}
            </>
          ),
        },
        ...data.disk.map((disk) => ({
          key: `disk-${disk.disk_name}`,
          label: t.disk(disk.disk_name),
          children: (
            <>
              {t.diskUsage(formatBytes(disk.used), formatBytes(disk.total), formatBytes(disk.free))}
              {usage(disk.percent, t.disk(disk.disk_name))}
            </>
          ),
        })),
        { key: "database", label: t.database, children: `${formatBytes(data.database.size)}（${data.database.dialect === "postgres" ? "PostgreSQL" : "SQLite"}）` },
      ]
    : [];
  return (
    <Card title={t.title} loading={loading && !data} data-testid="device-card" style={{ height: "100%" }}>
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}
