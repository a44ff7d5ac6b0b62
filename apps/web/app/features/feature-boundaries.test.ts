/**
 * The boundaries between the web app's feature folders (ARCHITECTURE.md, "How the web app is built"):
 *  1. No import cycle between feature folders: features form layers, so a feature can be read, changed and moved
 *     with the features it imports, never the ones importing it.
 *  2. shared/ (pieces several features use) and lib/ (the API client, session, theme) import no feature and no route:
 *     a piece moved there to untangle two features must not lead back into one.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { edgesWithin, featureCycles, importEdges, type ImportEdge } from "./feature-graph";

const appDir = path.resolve(import.meta.dirname, "..");

function cycleReport(edges: ImportEdge[]): string[] {
  return featureCycles(edges).map((group) => [group.join(" ⇄ "), ...edgesWithin(edges, group)].join("\n  "));
}

function upwardImports(edges: ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => (from === "shared" || from === "lib") && (to.startsWith("features/") || to === "routes"))
    .map(({ from, to, example }) => `${from} → ${to}: ${example}`);
}

describe("web feature boundaries", () => {
  const edges = importEdges(appDir);

  it("has no import cycle between feature folders", () => {
    expect(cycleReport(edges)).toEqual([]);
  });

  it("keeps shared/ and lib/ free of imports from features and routes", () => {
    expect(upwardImports(edges)).toEqual([]);
  });

  it("sees the app's feature folders and their imports", () => {
    expect(edges.some(({ from, to }) => from === "features/document" && to === "shared")).toBe(true);
    expect(edges.some(({ from, to }) => from === "features/document" && to.startsWith("features/"))).toBe(true);
  });

  describe("on a planted app", () => {
    const planted = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-feature-boundaries-"));
    afterAll(() => fs.rmSync(planted, { recursive: true, force: true }));
    const plant = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(planted, file)), { recursive: true });
      fs.writeFileSync(path.join(planted, file), text);
    };
    plant("features/cart/cart-page.tsx", 'import { price } from "../order/price";\nexport const cart = price;\n');
    plant("features/order/price.ts", 'import type { Sku } from "../stock/sku";\nexport const price = (sku: Sku) => sku;\n');
    plant("features/stock/sku.ts", 'import "../cart/cart-page";\nexport type Sku = string;\n');
    plant("features/help/help-page.tsx", 'import { format } from "../../shared/format";\nexport const help = format;\n');
    plant("shared/format.ts", 'export const format = (value: string) => value;\nexport const load = () => import("../features/help/help-page");\n');

    it("fails on a cycle through three features, type-only and bare imports included", () => {
      const report = cycleReport(importEdges(planted));
      expect(report).toHaveLength(1);
      expect(report[0]).toMatch(/^features\/cart ⇄ features\/order ⇄ features\/stock\n/);
      expect(report[0]).toContain("features/stock → features/cart: features/stock/sku.ts imports ../cart/cart-page");
    });

    it("fails on shared code that imports a feature", () => {
      expect(upwardImports(importEdges(planted))).toEqual(["shared → features/help: shared/format.ts imports ../features/help/help-page"]);
    });
  });
});
