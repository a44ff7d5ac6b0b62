import { oauthEndpoints, OauthType } from "@wenku/contract";
import { App, Button, Card, List, Popconfirm, Tag } from "antd";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { useApiMutation, useApiQuery } from "../../lib/api-query";
import { zh } from "../../locales/zh-CN";
import { oauthProviderName } from "./provider-name";
import { startOauth } from "./start-oauth";
import "./oauth.css";

const scanOnly = new Set<number>([OauthType.officialaccount, OauthType.miniprogram]);

/**
 * The /me profile's third-party accounts: each provider switched on, bound (with the name there, 解绑) or not (绑定).
 * The server refuses to unbind an account's only way to sign in, and says so.
 */
export function OauthBindings() {
  const { message } = App.useApp();
  const configs = useApiQuery(oauthEndpoints.configs).data?.oauths ?? [];
  const bindings = useApiQuery(oauthEndpoints.list).data?.oauth ?? [];
  const unbinding = useApiMutation(oauthEndpoints.unbind, { done: zh.oauth.unbound, failure: zh.oauth.unbindFailed });
  const [busy, setBusy] = useState<number>();
  // The scan sign-ins (official account, mini-program) bind by signing in with them, not from here.
  const offered = configs.filter((config) => !scanOnly.has(config.type)).map((config) => ({ type: config.type, name: config.name }));
  if (offered.length === 0 && bindings.length === 0) return null;

  const bind = async (type: number) => {
    setBusy(type);
    try {
      await startOauth(type, { bind: true, redirect: "/me/profile" });
    } catch (error) {
      void message.error(errorMessage(error, zh.oauth.startFailed));
      setBusy(undefined);
    }
  };
  const unbind = (id: number) => unbinding.run({ query: { id } });
  // A binding of a provider switched off since still shows, so that it can be unbound.
  const switchedOff = bindings
    .filter((b) => !offered.some((o) => o.type === b.oauth_type))
    .map((b) => ({ type: b.oauth_type, name: oauthProviderName(b.oauth_type) }));
  const rows = [...offered, ...switchedOff].map((config) => ({ config, binding: bindings.find((b) => b.oauth_type === config.type) }));
  return (
    <Card title={zh.oauth.boundTitle} extra={zh.oauth.boundHint} className="wk-oauth-bindings" data-testid="oauth-bindings">
      <List
        dataSource={rows}
        renderItem={({ config, binding }) => (
          <List.Item
            data-testid={`oauth-binding-${config.type}`}
            actions={[
              binding ? (
                <Popconfirm key="unbind" title={zh.oauth.unbindConfirm(config.name)} onConfirm={() => unbind(binding.id)}>
                  <Button danger size="small">{zh.oauth.unbind}</Button>
                </Popconfirm>
              ) : (
                <Button key="bind" size="small" type="primary" loading={busy === config.type} onClick={() => void bind(config.type)}>{zh.oauth.bind}</Button>
              ),
            ]}
          >
            <List.Item.Meta title={config.name} description={binding ? zh.oauth.boundAs(binding.username) : <Tag>{zh.oauth.notBound}</Tag>} />
          </List.Item>
        )}
      />
    </Card>
  );
}
