import { describe, expect, it } from "vitest";
import { anonymous, type SessionState } from "../../lib/session-store";
import { mayRequestAds } from "./may-request-ads";

const open = { is_close: false, login_required: false };
const member: SessionState = { ...anonymous, token: "t", user: { id: 2, username: "m" } };
const vip: SessionState = { ...member, user: { id: 3, username: "v", is_vip: true } };
const admin: SessionState = { ...member, permissions: [{ id: 1, method: "GRPC", path: "/api.v1.UserAPI/ListUser" }] };

describe("who asks for ads", () => {
  it("everyone but VIPs on an open site", () => {
    expect(mayRequestAds(open, anonymous)).toBe(true);
    expect(mayRequestAds(open, member)).toBe(true);
    expect(mayRequestAds(open, vip)).toBe(false);
  });

  it("on a login-only site members only, on a closed one permission holders only", () => {
    expect(mayRequestAds({ ...open, login_required: true }, anonymous)).toBe(false);
    expect(mayRequestAds({ ...open, login_required: true }, member)).toBe(true);
    expect(mayRequestAds({ ...open, is_close: true }, member)).toBe(false);
    expect(mayRequestAds({ ...open, is_close: true }, admin)).toBe(true);
    expect(mayRequestAds({ ...open, is_close: true }, { ...admin, user: { id: 1, username: "a", is_vip: true } })).toBe(false);
  });
});
