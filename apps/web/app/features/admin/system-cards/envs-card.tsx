import { ReloadOutlined } from "@ant-design/icons";
import { systemEndpoints, type EnvDependent } from "@wenku/contract";
import { Alert, Button, Card, List, Space, Tag, Typography } from "antd";
import { useApiQuery } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { formatTime } from "../../../shared/format";

const t = zh.adminSystem.envs;

function EnvRow({ env }: { env: EnvDependent }) {
  return (
    <List.Item data-testid="env-row">
      <Space direction="vertical" size={2} style={{ width: "100%" }}>
        <Space wrap>
          <Typography.Text strong>{env.name}</Typography.Text>
          <Tag color={env.is_installed ? "success" : env.is_required ? "error" : "warning"}>{env.is_installed ? t.installed : t.missing}</Tag>
          <Tag>{env.is_required ? t.required : t.optional}</Tag>
          {env.version && <Typography.Text type="secondary">{t.version(env.version)}</Typography.Text>}
        </Space>
        <Typography.Text type="secondary">{env.description}</Typography.Text>
        {!env.is_installed && (
          <>
            {env.error && <Typography.Text type="danger">{env.error}</Typography.Text>}
            <Typography.Text>
              {t.install}：<Typography.Text code copyable>{env.cmd}</Typography.Text>
            </Typography.Text>
          </>
        )}
      </Space>
    </List.Item>
  );
}

/** The native tools the server runs (GET /api/v1/envs): what is installed, and the command for what is not. */
export function EnvsCard() {
  const { data, loading, reload } = useApiQuery(systemEndpoints.envs);
  const envs = data?.envs ?? [];
  const missing = envs.filter((env) => !env.is_installed);
  return (
    <Card
      title={t.title}
      loading={loading && envs.length === 0}
      data-testid="envs-card"
      style={{ height: "100%" }}
      extra={<Button size="small" icon={<ReloadOutlined />} onClick={reload} aria-label={t.refresh} />}
    >
      {envs.length > 0 && (
        <Alert
          type={missing.length ? "warning" : "success"}
          showIcon
          message={missing.length ? t.missingCount(missing.length) : t.allInstalled}
          style={{ marginBottom: 8 }}
        />
      )}
      <List size="small" dataSource={[...missing, ...envs.filter((env) => env.is_installed)]} renderItem={(env) => <EnvRow env={env} />} />
      {envs[0] && (
        <Typography.Text type="secondary">
          {t.checkedAt}：{formatTime(envs[0].checked_at)}
        </Typography.Text>
      )}
    </Card>
  );
}
