import { Button, Result, Space } from "antd";
import { Link, useLocation, useNavigate } from "react-router";
import { entryHref } from "../../../lib/redirect";
import { zh } from "../../../locales/zh-CN";
import { logout } from "../../../shared/account/session-actions";

const t = zh.admin.access;

/**
 * 403 for a member who may not open this admin page: back to the admin home when they have one (`inFrame`), else
 * home; or sign out and sign in with another account, coming back here.
 */
export function AdminForbidden({ inFrame }: { inFrame: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const switchAccount = async () => {
    await logout();
    void navigate(entryHref("/login", location), { replace: true });
  };
  const result = (
    <Result
      status="403"
      title="403"
      subTitle={
        <>
          <div data-testid="admin-forbidden">{t.forbidden}</div>
          <div>{t.forbiddenHint}</div>
        </>
      }
      extra={
        <Space wrap style={{ justifyContent: "center" }}>
          <Link to={inFrame ? "/admin" : "/"}>
            <Button type="primary">{inFrame ? t.dashboard : zh.backHome}</Button>
          </Link>
          <Button onClick={() => void switchAccount()} data-testid="admin-switch-account">{t.switchAccount}</Button>
        </Space>
      }
    />
  );
  if (inFrame) return result;
  return <div style={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", padding: 16 }}>{result}</div>;
}
