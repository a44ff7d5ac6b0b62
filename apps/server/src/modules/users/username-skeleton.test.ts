import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { invisibleSuffixes } from "./lookalike-fixtures.js";
import { usernameSkeleton } from "./username-skeleton.js";

describe("usernameSkeleton", () => {
  it("gives names that can be mistaken for each other one skeleton", () => {
    const lookalikes = [
      "admin", "Admin", "ADMIN", "ａｄｍｉｎ", "ＡＤＭＩＮ",
      "\u0430dmin", // Cyrillic а
      "adm\u0456n", // Cyrillic і
      "\u0391DMIN", // Greek Α
      "\u0410DMIN", // Cyrillic А
      "admln", "adm1n", "AdmIn", "adm|n", "\u13aadmin", // Cherokee Ꭺ
      "adrnin", // r + n pass for m
      ...invisibleSuffixes.map((c) => `admin${c}`),
      "ad\u200bmin", "admin\u2028", "admin\u{e0041}", "admin\ufe00", "admin\u2800",
    ];
    for (const name of lookalikes) expect(usernameSkeleton(name), JSON.stringify(name)).toBe(usernameSkeleton("admin"));
    expect(usernameSkeleton("w\u0435nku_0ne")).toBe(usernameSkeleton("wenku_one"));
    expect(usernameSkeleton("ｗｅｎｋｕ＿user")).toBe(usernameSkeleton("wenku_user"));
    expect(usernameSkeleton("Р\u0430ypal")).toBe(usernameSkeleton("paypal"));
    expect(usernameSkeleton("\u043f\u0435\u043f\u0435")).toBe(usernameSkeleton("nene"));
    expect(usernameSkeleton("阿卜杜勒\u30fb克里木")).toBe(usernameSkeleton("阿卜杜勒·克里木"));
  });

  it("keeps names that look different apart", () => {
    const distinct = [
      "admin", "admins", "adnim", "阿德明", "管理员", "管理員", "café", "cafe", "读书人📚", "读书人📖", "user_a", "user-a", "Ωmega", "omega",
      "张伟", "张伟伟", "李小龙", "山田太郎", "山田花子", "さくら", "サクラ", "김민준", "이서연", "박지훈", "阿卜杜勒·克里木", "程序员👩‍💻", "程序员🧑‍🚀",
    ];
    expect(new Set(distinct.map(usernameSkeleton)).size).toBe(distinct.length);
  });

  it("keeps Han names readable and maps kana to the Han they pass for, as Unicode's table does", () => {
    for (const name of ["张伟", "李小龙", "山田太郎", "读书人📚"]) expect(usernameSkeleton(name)).toBe(name);
    expect(usernameSkeleton("文库用户（一）")).toBe(usernameSkeleton("文库用户(ー)"));
    expect(usernameSkeleton("カロ")).toBe(usernameSkeleton("力口"));
  });

  it("is its own fixed point for every character Unicode's confusables table names", () => {
    const table = createRequire(import.meta.url)("unhomoglyph/data.json") as Record<string, string>;
    const characters = new Set([...Object.keys(table), ...Object.values(table)]);
    expect(characters.size).toBeGreaterThan(6000);
    for (const c of characters) {
      const skeleton = usernameSkeleton(`a${c}b`);
      expect(usernameSkeleton(skeleton), JSON.stringify(c)).toBe(skeleton);
    }
  });
});
