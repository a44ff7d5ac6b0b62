import { relativeTime, type SettingProblem } from "@wenku/contract";
import { Alert, Typography } from "antd";
import { Link } from "react-router";
import { zh } from "../../../locales/zh-CN";

const t = zh.admin.dashboard;

/** Settings that broke something at run time (e.g. a watermark image that is gone), each with a link to its form. */
export function SettingProblemsAlert({ problems }: { problems: SettingProblem[] | undefined }) {
  if (!problems?.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="setting-problems"
      title={t.settingProblems}
      description={problems.map((problem) => (
        <div key={`${problem.category}.${problem.name}`}>
          <Typography.Text strong>{problem.label}</Typography.Text>：{problem.message}
          <Typography.Text type="secondary">
            （{t.settingProblemAt} {relativeTime(problem.updated_at)}）
          </Typography.Text>{" "}
          <Link to={`/admin/config/${problem.category}`}>{t.settingProblemFix}</Link>
        </div>
      ))}
    />
  );
}
