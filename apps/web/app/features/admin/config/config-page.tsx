import { findSettingGroup } from "@wenku/contract";
import { Alert, Button, Form, Result, Skeleton } from "antd";
import { useMemo, useState } from "react";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { busyLoading } from "../common/busy-loading";
import { useAction } from "../../../shared/use-action";
import { useLoad } from "../../../shared/use-load";
import { configApi, type ConfigRow } from "./config-api";
import { WechatpayCertButton } from "../orders/wechatpay-cert-button";
import { ConfigFields } from "./config-fields";
import { BackupRuns } from "../backup/backup-runs";
import { toFormValue, toStoredValue, type ConfigFormValue } from "./config-values";

type Values = Record<string, ConfigFormValue>;

/**
 * /admin/config/:category: the group's form, rendered from the server's field definitions. Saving sends every
 * key of the group; secrets left as ****** keep their stored value. The server's message shows on failure, and its
 * warnings (e.g. VIP switched on without a way to pay) stay above the form.
 */
export function ConfigPage({ category }: { category: string }) {
  const group = findSettingGroup(category);
  const rows = useLoad((signal) => (group ? configApi.list(category, signal) : Promise.resolve([])), [] as ConfigRow[], category);
  const initialValues = useMemo(() => Object.fromEntries(rows.data.map((row) => [row.name, toFormValue(row)])), [rows.data]);
  const [saving, setSaving] = useState(false);
  // The warnings of the last save, shown on the group that was saved.
  const [saved, setSaved] = useState<{ category: string; warnings: string[] }>();
  const warnings = saved?.category === category ? saved.warnings : [];
  const run = useAction();

  if (!group) return <Result status="404" title={zh.admin.config.unknownCategory} />;

  const save = async (values: Values) => {
    setSaving(true);
    const entries = rows.data.map((row) => ({ category, name: row.name, value: toStoredValue(row, values[row.name]) }));
    const ok = await run(async () => setSaved({ category, warnings: (await configApi.save(entries)).warnings ?? [] }), zh.admin.saved);
    setSaving(false);
    if (ok) rows.reload();
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
      {rows.loading && rows.data.length === 0 ? (
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
          <ConfigFields rows={rows.data} />
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
