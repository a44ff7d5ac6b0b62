import ts from "typescript";
import type { Plugin } from "vite";

/** The contract's route declarations and the schemas they are built from (packages/contract/src/api|schemas). */
const routeFiles = /packages\/contract\/src\/api\/[^/]+\.ts$/;
const contractFiles = /packages\/contract\/src\/.+\.ts$/;
/** What the browser never reads of a route: it calls routes by method and path; the server validates. */
const serverOnlyProperties = new Set(["query", "body", "reply", "projectedReply"]);

interface Cut {
  start: number;
  end: number;
  text: string;
}

function applyCuts(code: string, cuts: Cut[]): string {
  let out = code;
  for (const cut of cuts.sort((a, b) => b.start - a.start)) out = out.slice(0, cut.start) + cut.text + out.slice(cut.end);
  return out;
}

/** Removes the schema properties of every `apiRoute({ … })` declaration. */
function routeSchemaCuts(source: ts.SourceFile): Cut[] {
  const cuts: Cut[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "apiRoute") {
      const [declaration] = node.arguments;
      if (declaration && ts.isObjectLiteralExpression(declaration)) {
        for (const property of declaration.properties) {
          if (property.name && ts.isIdentifier(property.name) && serverOnlyProperties.has(property.name.text)) {
            cuts.push({ start: property.getStart(source), end: property.getEnd(), text: `${property.name.text}: undefined` });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return cuts;
}

/**
 * Marks every call that builds a top-level `const` of the contract as free of side effects (the contract's module
 * level only builds schemas, routes and constants), so the bundler drops the schemas no browser code reads. Calls
 * inside functions (a refinement's callback, a helper's body) are left as they are.
 */
function pureCuts(source: ts.SourceFile): Cut[] {
  const cuts: Cut[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const start = node.getStart(source);
      cuts.push({ start, end: start, text: "/* @__PURE__ */ " });
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) if (declaration.initializer) visit(declaration.initializer);
  }
  return cuts;
}

/**
 * For the browser build only: the route table keeps each route's method, path and flags but not its zod schemas,
 * and schemas no browser code uses are left out. Building every route's schemas took about a fifth of a page
 * load's main-thread time in Chromium (docs/web.md); the types still come from the full declarations.
 */
/** The browser's version of one contract source file, or null when nothing changes. */
export function stripContractSource(file: string, code: string): string | null {
  if (!contractFiles.test(file)) return null;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const removed = routeFiles.test(file) ? routeSchemaCuts(source) : [];
  const marks = pureCuts(source).filter((mark) => !removed.some((cut) => mark.start >= cut.start && mark.start < cut.end));
  const cuts = [...marks, ...removed];
  return cuts.length > 0 ? applyCuts(code, cuts) : null;
}

export function stripRouteSchemas(): Plugin {
  return {
    name: "wenku:strip-route-schemas",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      const stripped = stripContractSource(id.split("?")[0], code);
      return stripped === null ? null : { code: stripped, map: null };
    },
  };
}
