import { CloudUploadOutlined, ReloadOutlined } from "@ant-design/icons";
import { backupEndpoints, formatBytes, type BackupRun, type BackupRunStatus } from "@wenku/contract";
import { Button, Flex, Space, Tag, Typography, type TableColumnsType } from "antd";
import { useEffect } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminTable } from "../common/admin-table";
import { formatTime } from "../../../shared/format";
import { usePagedList } from "../common/use-paged-list";
import { formatDuration } from "./backup-format";

const t = zh.adminBackup;
const statusColor: Record<BackupRunStatus, string> = { running: "processing", done: "success", failed: "error" };
/** While a run is under way the list is read again this often. */
const POLL_MS = 2_000;

const columns: TableColumnsType<BackupRun> = [
  { title: t.columns.startedAt, dataIndex: "started_at", width: 150, render: formatTime },
  { title: t.columns.trigger, dataIndex: "trigger", width: 70, render: (trigger: BackupRun["trigger"]) => t.triggers[trigger] },
  { title: t.columns.target, dataIndex: "target", width: 220, render: (target: string) => <Typography.Text style={{ wordBreak: "break-all" }}>{target}</Typography.Text> },
  {
    title: t.columns.size,
    dataIndex: "size",
    width: 130,
    render: (size: number, run) =>
      run.status === "done" ? (
        <div data-testid="backup-run-size">
          {formatBytes(size)}
          <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
            {t.written(formatBytes(run.bytes_written))}
          </Typography.Text>
        </div>
      ) : (
        "-"
      ),
  },
  { title: t.columns.files, dataIndex: "file_count", width: 80, render: (count: number, run) => (run.status === "done" ? count : "-") },
  { title: t.columns.duration, dataIndex: "duration_ms", width: 100, render: (ms: number, run) => (run.status === "running" ? "-" : formatDuration(ms)) },
  {
    title: t.columns.result,
    dataIndex: "status",
    render: (status: BackupRunStatus, run) => (
      <div data-testid="backup-run-result">
        <Tag color={statusColor[status]}>{t.statuses[status]}</Tag>
        {run.error && (
          <Typography.Paragraph type="danger" style={{ margin: "4px 0 0", whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
            {run.error}
          </Typography.Paragraph>
        )}
      </div>
    ),
  },
];

/** Below the backup settings: 立即备份 and every run, newest first (read again every 2 s while one is under way). */
export function BackupRuns() {
  const list = usePagedList(backupEndpoints.listRuns, "backup_run");
  // The list reloads once the run has started (the same resource).
  const startRun = useApiMutation(backupEndpoints.startRun, { done: t.started });
  const anyRunning = list.items.some((item) => item.status === "running");
  const { reload } = list;

  useEffect(() => {
    if (!anyRunning) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [anyRunning, reload]);

  const start = async () => {
    await startRun.run({});
  };

  return (
    <section style={{ marginTop: 32 }} data-testid="backup-runs">
      <Flex wrap justify="space-between" align="center" gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t.runsTitle}
        </Typography.Title>
        <Space wrap>
          <Button icon={<ReloadOutlined />} onClick={reload}>
            {t.refresh}
          </Button>
          <Button type="primary" icon={<CloudUploadOutlined />} loading={startRun.pending} disabled={anyRunning} onClick={() => void start()} data-testid="backup-run-now">
            {t.runNow}
          </Button>
        </Space>
      </Flex>
      <Typography.Paragraph type="secondary">{t.help}</Typography.Paragraph>
      <AdminTable<BackupRun>
        columns={columns}
        dataSource={list.items}
        loading={list.loading && list.items.length === 0}
        pagination={list.pagination}
        minWidth={900}
        locale={{ emptyText: t.empty }}
      />
    </section>
  );
}
