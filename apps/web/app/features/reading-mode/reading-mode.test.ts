import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { theme as antdTheme } from "antd";
import { describe, expect, it } from "vitest";
import { theme } from "../../lib/theme";
import { readingModeBootScript, readingModeClass, readingModeKey } from "./reading-mode-store";
import { readingModeTheme } from "./reading-mode-theme";

/** Runs the boot script against a stored value and a bare <html> class list; returns the classes it left. */
function bootWith(stored: string | null, storage: "works" | "throws" = "works"): string[] {
  const classes = new Set<string>();
  const localStorage = {
    getItem: (key: string) => {
      if (storage === "throws") throw new Error("SecurityError");
      return key === readingModeKey ? stored : null;
    },
  };
  const document = { documentElement: { classList: { add: (name: string) => classes.add(name) } } };
  vm.runInNewContext(readingModeBootScript, { localStorage, document });
  return [...classes];
}

describe("the reading mode", () => {
  it("sets its class before the first paint only for a visitor who turned it on, and survives refused storage", () => {
    expect(bootWith("on")).toEqual([readingModeClass]);
    expect(bootWith(null)).toEqual([]);
    expect(bootWith("on", "throws")).toEqual([]);
  });

  it("gives antd text at 1.5 × the site's base size, controls tall enough for it, and keeps the site's other tokens", () => {
    const base = antdTheme.getDesignToken(theme);
    const reading = antdTheme.getDesignToken(readingModeTheme(theme));
    expect(reading.fontSize).toBeGreaterThanOrEqual(base.fontSize * 1.5);
    expect(reading.controlHeight).toBeGreaterThanOrEqual(reading.fontSize * reading.lineHeight);
    expect(reading.borderRadius).toBe(base.borderRadius);
    expect(reading.colorText).toBe("#000000");
  });

  it("scales the site's own text: its stylesheets size text in rem, not px (except fixed badges)", () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, "reading-mode.css"), "utf8");
    expect(css).toMatch(/html\.wk-reading \{ font-size: 24px; \}/);
    const appDir = path.join(import.meta.dirname, "../..");
    const pxText = fs
      .readdirSync(appDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".css"))
      .flatMap((file) => [...fs.readFileSync(path.join(appDir, file), "utf8").matchAll(/font-size:\s*(\d+)px/g)].map((m) => `${file}: ${m[0]}`));
    // The file-type badges of search results and the citation numbers of chat answers have a box of fixed size;
    // the reading mode's own file sets the sizes.
    expect(pxText.filter((line) => !/(search|chat|reading-mode)\.css/.test(line))).toEqual([]);
  });
});
