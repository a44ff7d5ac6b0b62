/**
 * No setting without an effect: every field of every settings group an administrator sees (`settingGroups`) must be
 * read by the code it names. The check is a static scan of the sources of the server, the web app and the contract,
 * without tests, test support, fixtures, migrations, the settings definitions, the public settings schema and the
 * admin settings form (which shows every field and reads none). Comments are dropped first: a key named only in a
 * comment is not read. Only files that mention settings (`settings`, `Settings` or a `category: "…"` descriptor)
 * are scanned. A field `category.name` counts as read when one of these files
 *
 * 1. reads it by name: `settings.get | bool | number | list("category", "name")`, through any receiver, the first
 *    argument possibly choosing between literal categories (`vip ? "vip" : "score"`);
 * 2. names it in a setting descriptor `{ category: "category", name: "name" }` (read through the descriptor);
 * 3. reads the group and names the field: the file reads `settings.group("category")`, or reads the category with a
 *    computed name (`settings.number("vip", `${plan}_price`)`), or, for a public field, uses its published group
 *    (`settings.payment.…`, `{ security } = useSettings()`, `PublicSettings["vip"]`); and the name appears in it as
 *    a word, or, for a name `<prefix>_<rest>` put together from parts, as the string "rest" or a template ending
 *    in `_rest`.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { publishedSettingGroups, settingCategories, settingGroups, type SettingDefinition } from "@wenku/contract";

interface Source {
  file: string;
  code: string;
}

const repoRoot = path.resolve(import.meta.dirname, "../../../../..");
const scannedRoots = ["apps/server/src", "apps/web/app", "packages/contract/src"];
const notScanned =
  /\.test\.tsx?$|\.d\.ts$|type-test|\/test\/|fixtures|\/db\/migrations\/|\/schemas\/settings\/|\/schemas\/site\.ts$|\/features\/admin\/config\//;
const mentionsSettings = /settings|Settings|category:\s*["']/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && !entry.name.startsWith(".")) sourceFiles(full, out);
    } else if (/\.tsx?$/.test(entry.name) && !notScanned.test(full)) out.push(full);
  }
  return out;
}

const printer = ts.createPrinter({ removeComments: true });
const withoutComments = (file: string, text: string) =>
  printer.printFile(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS));

function loadSources(): Source[] {
  return scannedRoots
    .flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))
    .map((file) => ({ file, text: fs.readFileSync(file, "utf8") }))
    .filter(({ text }) => mentionsSettings.test(text))
    .map(({ file, text }) => ({ file: path.relative(repoRoot, file), code: withoutComments(file, text) }));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const quoted = (s: string) => `["'\`]${escape(s)}["'\`]`;
/** The opening of a read call whose first argument holds the literal category. */
const readCall = (category: string) => `\\b(?:get|bool|number|list)\\(\\s*[^,()]*?${quoted(category)}[^,()]*?,\\s*`;
const publishedKey = (category: string) => Object.entries(publishedSettingGroups).find(([, c]) => c === category)?.[0];

/** The files that read `category.name` by the rules above. */
function readersOf(sources: Source[], category: string, field: Pick<SettingDefinition, "name" | "public">): string[] {
  const name = field.name;
  const byName = new RegExp(`${readCall(category)}${quoted(name)}\\s*\\)`);
  const descriptor = new RegExp(`category:\\s*${quoted(category)}\\s*,\\s*name:\\s*${quoted(name)}`);
  const key = field.public ? publishedKey(category) : undefined;
  const groupReads = [`\\.group\\(\\s*${quoted(category)}\\s*\\)`, `${readCall(category)}[^"'\\s]`];
  if (key) groupReads.push(`\\.${key}\\b`, `\\[\\s*["']${key}["']\\s*\\]`, `[{,]\\s*${key}\\s*[,}]`);
  const readsGroup = new RegExp(groupReads.join("|"));
  const parts = /^([a-z0-9]+)_(.+)$/.exec(name);
  const names = [`(?<![\\w$])${escape(name)}(?![\\w$])`, ...(parts ? [quoted(parts[2]), `_${escape(parts[2])}\``] : [])];
  const namesField = new RegExp(names.join("|"));
  return sources
    .filter(({ code }) => byName.test(code) || descriptor.test(code) || (readsGroup.test(code) && namesField.test(code)))
    .map(({ file }) => file);
}

describe("every setting an administrator sees is read by the code it names", () => {
  it("finds a reader for every field of every settings group", () => {
    const sources = loadSources();
    const unread = settingGroups.flatMap((group) =>
      group.fields.filter((field) => readersOf(sources, group.category, field).length === 0).map((f) => `${group.category}.${f.name}（${f.label}）`),
    );
    expect(unread, "settings no code reads: read them where they take effect, or remove them from the group").toEqual([]);
  });

  it("offers the SMS, OAuth and mini-program groups, each read by the module that signs in with it", () => {
    for (const category of ["sms", "oauth", "miniprogram"]) expect(settingCategories).toContain(category);
  });

  it("tells each way of reading a key from code that does not read it", () => {
    const source = (code: string): Source[] => [{ file: "x.ts", code }];
    const reads = (code: string, category: string, name: string, pub = false) => readersOf(source(code), category, { name, public: pub }).length > 0;
    expect(reads(`await ctx.settings.bool("email", "enable")`, "email", "enable")).toBe(true);
    expect(reads(`await ctx.settings.bool("email", "enable")`, "email", "host")).toBe(false);
    expect(reads(`await s.number(vip ? "vip" : "score", "sign_in")`, "score", "sign_in")).toBe(true);
    expect(reads(`const limit = { category: "security", name: "user_write_per_minute" };`, "security", "user_write_per_minute")).toBe(true);
    expect(reads(`const g = await ctx.settings.group("ocr"); use(g.languages);`, "ocr", "languages")).toBe(true);
    expect(reads(`const g = await ctx.settings.group("ocr"); use(g.languages);`, "ocr", "engine")).toBe(false);
    expect(reads(`read(ctx.settings.number("vip", \`\${plan}_\${key}\`), "original_price")`, "vip", "year_original_price")).toBe(true);
    expect(reads(`ctx.settings.number("vip", \`\${plan}_price\`)`, "vip", "month_price")).toBe(true);
    expect(reads(`ctx.settings.number("vip", \`\${plan}_price\`)`, "vip", "month_original_price")).toBe(false);
    expect(reads(`const { security } = useSettings(); if (security.is_close) {}`, "security", "is_close", true)).toBe(true);
    expect(reads(`if (settings.payment.enable_alipay) {}`, "pay", "enable_alipay", true)).toBe(true);
    expect(reads(`if (settings.payment.enable_alipay) {}`, "pay", "enable_alipay", false)).toBe(false);
    expect(reads(`if (order.enable_alipay) {}`, "pay", "enable_alipay", true)).toBe(false);
  });

  it("does not take a key named only in a comment for a read", () => {
    const code = withoutComments("x.ts", `/** Reads settings.bool("email", "enable"). */\nexport const x = 1; // settings.bool("email", "host")\n`);
    expect(readersOf([{ file: "x.ts", code }], "email", { name: "enable" })).toEqual([]);
    expect(readersOf([{ file: "x.ts", code }], "email", { name: "host" })).toEqual([]);
  });
});
