import { backupEndpoints } from "@wenku/contract";
import { Alert } from "antd";
import { Link } from "react-router";
import { useApiQuery } from "../../../lib/api-query";
import { useSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";
import { formatTime } from "../../../shared/format";
import { holdsPermission } from "../../../shared/permissions";

const t = zh.adminBackup;

/** On the dashboard, for those who may read the backup runs: the latest backup, when it failed. */
export function BackupFailedAlert() {
  const session = useSession();
  if (!holdsPermission(session, backupEndpoints.listRuns)) return null;
  return <LatestRunAlert />;
}

function LatestRunAlert() {
  const latest = useApiQuery(backupEndpoints.listRuns, { query: { page: 1, size: 1 } }).data?.backup_run[0];
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
