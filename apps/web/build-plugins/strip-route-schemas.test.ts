import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { stripContractSource } from "./strip-route-schemas";

const contractSrc = path.resolve(import.meta.dirname, "../../../packages/contract/src");
const routeFile = path.join(contractSrc, "api/example.ts");
const pure = "/* @__PURE__ */ ";

const syntaxErrors = (file: string, code: string) => {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  return (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
};

describe("the browser build's contract", () => {
  it("keeps a route's method, path and flags and drops its schemas", () => {
    const code = [
      'export const things = {',
      '  list: apiRoute({ method: "GET", path: "/api/v1/thing/list", title: "列表", access: "public", query: z.object({ page: z.number() }), reply: listReply, multipart: true }),',
      "};",
    ].join("\n");
    const out = stripContractSource(routeFile, code)!;
    expect(out).toContain('method: "GET", path: "/api/v1/thing/list", title: "列表", access: "public", query: undefined, reply: undefined, multipart: true');
    expect(out).toContain(`list: ${pure}apiRoute(`);
    expect(out).not.toContain("z.object");
    expect(syntaxErrors(routeFile, out)).toEqual([]);
  });

  it("marks the calls that build top-level constants as pure, not those in callbacks or statements", () => {
    const file = path.join(contractSrc, "schemas/example.ts");
    const code = [
      "export const name = z.string().min(1).refine((v) => check(v));",
      "export const limits = { size: z.number().max(limit(3)) } as const;",
      "let counter = next();",
      "register(name);",
      "export function helper() { return z.string(); }",
    ].join("\n");
    const out = stripContractSource(file, code)!;
    expect(out).toContain(`export const name = ${pure}${pure}${pure}z.string().min(1).refine((v) => check(v));`);
    expect(out).toContain(`size: ${pure}${pure}z.number().max(${pure}limit(3))`);
    expect(out).toContain("let counter = next();\nregister(name);\nexport function helper() { return z.string(); }");
  });

  it("leaves files outside the contract alone", () => {
    expect(stripContractSource(path.resolve(contractSrc, "../../../apps/web/app/root.tsx"), "export const a = f();")).toBeNull();
  });

  it("turns every file of the contract into code that still parses", () => {
    const files = fs.readdirSync(contractSrc, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
    expect(files.length).toBeGreaterThan(50);
    const stripped = files.map((f) => {
      const file = path.join(contractSrc, f);
      return { file: f, out: stripContractSource(file, fs.readFileSync(file, "utf8")) };
    });
    expect(stripped.filter((s) => s.out !== null).length).toBeGreaterThan(40);
    for (const { file, out } of stripped) if (out !== null) expect(syntaxErrors(file, out), file).toEqual([]);
  });
});
