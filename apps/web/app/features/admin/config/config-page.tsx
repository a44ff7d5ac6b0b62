import { findSettingGroup, settingEndpoints } from "@wenku/contract";
import { Alert, Button, Form, Result, Skeleton } from "antd";
import { useMemo, useState } from "react";
import { useApiMutation, useApiQuery } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { busyLoading } from "../common/busy-loading";
import { useAction } from "../../../shared/use-action";
import type { ConfigRow } from "./config-types";
import { WechatpayCertButton } from "../orders/wechatpay-cert-button";
import { ConfigFields } from "./config-fields";
import { BackupRuns } from "../backup/backup-runs";
import { toFormValue, toStoredValue, type ConfigFormValue } from "./config-values";

type Values = Record<string, ConfigFormValue>;
const noRows: ConfigRow[] = [];

/**
 * /admin/config/:category: the group's form, rendered from the server's field definitions. Saving sends every
 * key of the group; secrets left as ****** keep their stored value. The server's message shows on failure, and its
 * warnings (e.g. VIP switched on without a way to pay) stay above the form.
 */
export function ConfigPage({ category }: { category: string }) {
  const group = findSettingGroup(category);
  const list = useApiQuery(settingEndpoints.configList, { query: { category: [category] } }, { enabled: Boolean(group) });
  const rows = list.data?.config ?? noRows;
  const initialValues = useMemo(() => Object.fromEntries(rows.map((row) => [row.name, toFormValue(row)])), [rows]);
  const [saving, setSaving] = useState(false);
  // The warnings of the last save, shown on the group that was saved.
  const [saved, setSaved] = useState<{ category: string; warnings: string[] }>();
  const warnings = saved?.category === category ? saved.warnings : [];
  const run = useAction();
  const saveConfig = useApiMutation(settingEndpoints.configSave);

  if (!group) return <Result status="404" title={zh.admin.config.unknownCategory} />;

  const save = async (values: Values) => {
    setSaving(true);
    const config = rows.map((row) => ({ category, name: row.name, value: toStoredValue(row, values[row.name]) }));
    await run(async () => setSaved({ category, warnings: (await saveConfig.call({ body: { config } })).warnings ?? [] }), zh.admin.saved);
    setSaving(false);
  };

  return (
    <AdminPage title={group.title} toolbar={category === "pay" ? <WechatpayCertButton /> : undefined}>
      {warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={zh.admin.config.savedWithWarnings}
          description={warnings.map((warning) => <div key={warning}>{warning}</div>)}
          style={{ marginBottom: 16, maxWidth: 800 }}
          data-testid="config-warnings"
        />
      )}
      {list.loading && rows.length === 0 ? (
        <Skeleton active />
      ) : (
        <Form<Values>
          key={JSON.stringify(initialValues)}
          initialValues={initialValues}
          layout="vertical"
          onFinish={save}
          style={{ maxWidth: 800 }}
          data-testid="config-form"
        >
          <ConfigFields rows={rows} />
          <div style={{ position: "sticky", bottom: 0, paddingBlock: 12, background: "#fff", zIndex: 1 }}>
            <Button type="primary" htmlType="submit" loading={busyLoading(saving)}>
              {zh.save}
            </Button>
          </div>
        </Form>
      )}
      {category === "backup" && <BackupRuns />}
    </AdminPage>
  );
}
