import { describe, expect, it } from "vitest";
import { entryHref, safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it.each([
    ["/me", "/me"],
    ["/document/abc?page=2", "/document/abc?page=2"],
    [null, "/"],
    ["", "/"],
    ["https://evil.example", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/login?redirect=/me", "/"],
    ["/register", "/"],
  ])("%s → %s", (target, expected) => expect(safeRedirect(target)).toBe(expected));
});

describe("entryHref", () => {
  it("adds the current address as redirect", () => {
    expect(entryHref("/login", { pathname: "/document/x", search: "?page=2" })).toBe("/login?redirect=%2Fdocument%2Fx%3Fpage%3D2");
  });

  it("keeps the redirect when moving between login and register", () => {
    expect(entryHref("/register", { pathname: "/login", search: "?redirect=%2Fme" })).toBe("/register?redirect=%2Fme");
    expect(entryHref("/login", { pathname: "/register", search: "" })).toBe("/login");
  });
});
