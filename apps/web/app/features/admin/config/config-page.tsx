import { findSettingGroup } from "@wenku/contract";
import { Button, Form, Result, Skeleton } from "antd";
import { useMemo, useState } from "react";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { busyLoading } from "../common/busy-loading";
import { useAction } from "../common/use-action";
import { useLoad } from "../common/use-load";
import { configApi, type ConfigRow } from "./config-api";
import { WechatpayCertButton } from "../orders/wechatpay-cert-button";
import { ConfigField } from "./config-field";
import { toFormValue, toStoredValue, type ConfigFormValue } from "./config-values";

type Values = Record<string, ConfigFormValue>;

/**
 * /admin/config/:category: the group's form, rendered from the server's field definitions. Saving sends every
 * key of the group; secrets left as ****** keep their stored value. The server's message shows on failure.
 */
export function ConfigPage({ category }: { category: string }) {
  const group = findSettingGroup(category);
  const rows = useLoad((signal) => (group ? configApi.list(category, signal) : Promise.resolve([])), [] as ConfigRow[], category);
  const initialValues = useMemo(() => Object.fromEntries(rows.data.map((row) => [row.name, toFormValue(row)])), [rows.data]);
  const [saving, setSaving] = useState(false);
  const run = useAction();

  if (!group) return <Result status="404" title={zh.admin.config.unknownCategory} />;

  const save = async (values: Values) => {
    setSaving(true);
    const entries = rows.data.map((row) => ({ category, name: row.name, value: toStoredValue(row, values[row.name]) }));
    const ok = await run(() => configApi.save(entries), zh.admin.saved);
    setSaving(false);
    if (ok) rows.reload();
  };

  return (
    <AdminPage title={group.title} toolbar={category === "pay" ? <WechatpayCertButton /> : undefined}>
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
          {rows.data.map((row) => (
            <ConfigField key={row.name} row={row} />
          ))}
          <div style={{ position: "sticky", bottom: 0, paddingBlock: 12, background: "#fff", zIndex: 1 }}>
            <Button type="primary" htmlType="submit" loading={busyLoading(saving)}>
              {zh.save}
            </Button>
          </div>
        </Form>
      )}
    </AdminPage>
  );
}
