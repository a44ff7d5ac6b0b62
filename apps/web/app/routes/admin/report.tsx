import { ReportPage } from "../../features/admin/reports/report-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminDocuments.report.title) }];
}

export default function AdminReportRoute() {
  return <ReportPage />;
}
