import { oauthEndpoints, OauthType } from "@wenku/contract";
import { App, Button, Divider, Space } from "antd";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { useApiQuery } from "../../lib/api-query";
import { zh } from "../../locales/zh-CN";
import { startOauth } from "./start-oauth";
import "./oauth.css";

/** The sign-in buttons of the providers an administrator switched on (none: nothing is shown). */
export function OauthButtons() {
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const oauths = useApiQuery(oauthEndpoints.configs).data?.oauths ?? [];
  const [busy, setBusy] = useState<number>();
  if (oauths.length === 0) return null;
  const start = async (type: number) => {
    if (type === OauthType.officialaccount || type === OauthType.miniprogram) {
      const via = type === OauthType.miniprogram ? "miniprogram" : "officialaccount";
      const redirect = params.get("redirect");
      return void navigate(`/oauth/wechatmp?${new URLSearchParams(redirect ? { via, redirect } : { via })}`);
    }
    setBusy(type);
    try {
      await startOauth(type, { redirect: params.get("redirect") ?? "" });
    } catch (error) {
      void message.error(errorMessage(error, zh.oauth.startFailed));
      setBusy(undefined);
    }
  };
  return (
    <div className="wk-oauth-buttons" data-testid="oauth-buttons">
      <Divider plain>{zh.oauth.orUse}</Divider>
      <Space wrap>
        {oauths.map((config) => (
          <Button key={config.type} loading={busy === config.type} onClick={() => void start(config.type)} data-testid={`oauth-${config.type}`}>
            {zh.oauth.signInWith(config.name)}
          </Button>
        ))}
      </Space>
    </div>
  );
}
