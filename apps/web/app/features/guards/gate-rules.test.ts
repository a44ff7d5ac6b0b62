import { describe, expect, it } from "vitest";
import { anonymous, type SessionState } from "../../lib/session-store";
import { mustGoToLogin } from "./gate-rules";

const member: SessionState = { ...anonymous, token: "t", user: { id: 2, username: "m" } };
const admin: SessionState = { ...member, permissions: [{ id: 1, method: "GET", path: "/api/v1/user/list", pages: ["/admin/user/list"] }] };
const open = { is_close: false, login_required: false };

describe("mustGoToLogin", () => {
  it("lets everyone in on an open site", () => {
    expect(mustGoToLogin(open, anonymous, "/")).toBe(false);
    expect(mustGoToLogin(open, member, "/me")).toBe(false);
  });

  it("sends anonymous visitors of a login-only site to login, except on the entry pages", () => {
    const security = { ...open, login_required: true };
    expect(mustGoToLogin(security, anonymous, "/")).toBe(true);
    expect(mustGoToLogin(security, anonymous, "/document/abc")).toBe(true);
    for (const path of ["/login", "/register", "/findpassword", "/findpassword-mobile", "/oauth", "/oauth/github", "/oauth/wechatmp"]) {
      expect(mustGoToLogin(security, anonymous, path)).toBe(false);
    }
    expect(mustGoToLogin(security, member, "/")).toBe(false);
  });

  it("on a closed site also turns away signed-in users without permissions", () => {
    const security = { ...open, is_close: true };
    expect(mustGoToLogin(security, anonymous, "/")).toBe(true);
    expect(mustGoToLogin(security, member, "/")).toBe(true);
    expect(mustGoToLogin(security, admin, "/")).toBe(false);
    expect(mustGoToLogin(security, member, "/login")).toBe(false);
  });
});
