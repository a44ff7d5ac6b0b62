import { Flex, Typography } from "antd";
import { zh } from "../../../locales/zh-CN";
import { useLoad } from "../../../shared/use-load";
import { DocumentOverview } from "../document-overview/document-overview";
import { SettingProblemsAlert } from "./setting-problems-alert";
import { BackupFailedAlert } from "../backup/backup-failed-alert";
import { SystemCards } from "../system-cards/system-cards";
import { SitemapCard } from "./sitemap-card";
import { StatCards } from "./stat-cards";
import { loadStats, type Stats } from "./stats";
import { SystemInfo } from "./system-info";

/** /admin and /admin/dashboard: the site's counts and the server's version. */
export function DashboardPage() {
  const { data: stats, loading } = useLoad<Partial<Stats>>(loadStats, {}, "stats");
  return (
    <Flex vertical gap={16}>
      <SettingProblemsAlert problems={stats.setting_problems} />
      <BackupFailedAlert />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {zh.admin.dashboard.counts}
      </Typography.Title>
      <StatCards stats={stats} loading={loading} />
      <DocumentOverview />
      <SystemInfo stats={stats} loading={loading} />
      <SystemCards />
      <SitemapCard />
    </Flex>
  );
}
