import { backupEndpoints, type BackupRun } from "@wenku/contract";
import { Alert } from "antd";
import { Link } from "react-router";
import { callApi } from "../../../lib/call-api";
import { useSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";
import { formatTime } from "../../../shared/format";
import { holdsPermission } from "../../../shared/permissions";
import { useLoad } from "../../../shared/use-load";

const t = zh.adminBackup;

/** On the dashboard, for those who may read the backup runs: the latest backup, when it failed. */
export function BackupFailedAlert() {
  const session = useSession();
  if (!holdsPermission(session, backupEndpoints.listRuns)) return null;
  return <LatestRunAlert />;
}

function LatestRunAlert() {
  const { data: latest } = useLoad<BackupRun | null>(
    async (signal) => (await callApi(backupEndpoints.listRuns, { query: { page: 1, size: 1 }, signal })).backup_run[0] ?? null,
    null,
    "latest backup",
  );
  if (latest?.status !== "failed") return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="backup-failed-alert"
      title={t.failedTitle}
      description={
        <>
          <div style={{ wordBreak: "break-all" }}>
            {t.failedAt(formatTime(latest.started_at))}
            {latest.error}
          </div>
          <Link to="/admin/config/backup">{t.failedLink}</Link>
        </>
      }
    />
  );
}
