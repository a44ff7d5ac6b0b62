import { OauthType } from "@wenku/contract";
import { App, Button, Divider, Space } from "antd";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { zh } from "../../locales/zh-CN";
import { useLoad } from "../../shared/use-load";
import { oauthApi } from "./oauth-api";
import { startOauth } from "./start-oauth";
import "./oauth.css";

/** The sign-in buttons of the providers an administrator switched on (none: nothing is shown). */
export function OauthButtons() {
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data } = useLoad((signal) => oauthApi.configs(signal), { oauths: [] }, "oauth-configs");
  const [busy, setBusy] = useState<number>();
  if (data.oauths.length === 0) return null;
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
        {data.oauths.map((config) => (
          <Button key={config.type} loading={busy === config.type} onClick={() => void start(config.type)} data-testid={`oauth-${config.type}`}>
            {zh.oauth.signInWith(config.name)}
          </Button>
        ))}
      </Space>
    </div>
  );
}
