import { statsEndpoints } from "@wenku/contract";
import { Flex, Typography } from "antd";
import { useApiQuery } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { DocumentOverview } from "../document-overview/document-overview";
import { SettingProblemsAlert } from "./setting-problems-alert";
import { BackupFailedAlert } from "../backup/backup-failed-alert";
import { SystemCards } from "../system-cards/system-cards";
import { SitemapCard } from "./sitemap-card";
import { StatCards } from "./stat-cards";
import type { Stats } from "./stats";
import { SystemInfo } from "./system-info";

const noStats: Partial<Stats> = {};

/** /admin and /admin/dashboard: the site's counts and the server's version. */
export function DashboardPage() {
  const { data, loading } = useApiQuery(statsEndpoints.get);
  const stats: Partial<Stats> = data ?? noStats;
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
