import { Spin } from "antd";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useRequireLogin } from "../features/guards/use-require-login";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/user-self";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.layout.userHomepage);
}

/** /user without an id (spec §2 `/user/{id?}`): one's own homepage; strangers sign in first and come back here. */
export default function UserSelfRoute() {
  const session = useRequireLogin();
  const navigate = useNavigate();
  const userId = session?.user?.id;
  useEffect(() => {
    if (userId) void navigate(`/user/${userId}`, { replace: true });
  }, [userId, navigate]);
  return <Spin size="large" style={{ display: "block", margin: "80px auto" }} data-testid="user-self-loading" />;
}
