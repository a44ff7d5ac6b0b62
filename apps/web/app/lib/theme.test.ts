import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { palette } from "./theme";

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe("theme.css", () => {
  it("declares every colour of the palette with the value theme.ts gives antd", () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, "theme.css"), "utf8");
    const declared = Object.fromEntries([...css.matchAll(/--wk-color-([a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
    expect(declared).toEqual(Object.fromEntries(Object.entries(palette).map(([name, value]) => [kebab(name), value])));
  });
});
