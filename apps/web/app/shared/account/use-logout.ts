import { App } from "antd";
import { useNavigate } from "react-router";
import { zh } from "../../locales/zh-CN";
import { logout } from "./session-actions";

/** Logout from any menu: clear the session, go home, and say 退出成功. */
export function useLogout() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  return async () => {
    await logout();
    void navigate("/");
    void message.success(zh.logoutDone);
  };
}
