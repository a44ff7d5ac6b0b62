import { describe, expect, it } from "vitest";
import { usernameSkeleton } from "./username-skeleton.js";

describe("usernameSkeleton", () => {
  it("gives names that can be mistaken for each other one skeleton", () => {
    const lookalikes = [
      "admin", "Admin", "ADMIN", "ａｄｍｉｎ", "ＡＤＭＩＮ",
      "\u0430dmin", // Cyrillic а
      "adm\u0456n", // Cyrillic і
      "\u0391DMIN", // Greek Α
      "admln", "adm1n", "AdmIn",
    ];
    for (const name of lookalikes) expect(usernameSkeleton(name), name).toBe(usernameSkeleton("admin"));
    expect(usernameSkeleton("w\u0435nku_0ne")).toBe(usernameSkeleton("wenku_one"));
    expect(usernameSkeleton("ｗｅｎｋｕ＿user")).toBe(usernameSkeleton("wenku_user"));
    expect(usernameSkeleton("Р\u0430ypal")).toBe(usernameSkeleton("paypal"));
  });

  it("keeps names that look different apart", () => {
    const distinct = ["admin", "admins", "adnim", "阿德明", "管理员", "管理員", "café", "cafe", "读书人📚", "读书人📖", "user_a", "user-a", "Ωmega", "omega"];
    expect(new Set(distinct.map(usernameSkeleton)).size).toBe(distinct.length);
  });

  it("leaves Han, kana, Hangul and emoji as they are", () => {
    expect(usernameSkeleton("文库用户（一）")).toBe("文库用户(一)");
    expect(usernameSkeleton("ユーザー한글😀")).toBe("ユーザー한글😀");
  });
});
