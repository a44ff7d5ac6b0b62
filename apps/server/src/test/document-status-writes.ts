import ts from "typescript";

/** A place in a source file that writes `document.status`. */
export interface StatusWrite {
  line: number;
  how: string;
}

const writeStarts = new Set(["updateTable", "insertInto"]);
const rawStatusUpdate = /\bupdate\s+"?document"?\s+set\b[^;]*\bstatus\b/i;

const hasStatusKey = (node: ts.Node): boolean => {
  let inner = node;
  while (ts.isParenthesizedExpression(inner) || ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner)) inner = inner.expression;
  if (ts.isArrowFunction(inner)) return hasStatusKey(inner.body);
  if (ts.isArrayLiteralExpression(inner)) return inner.elements.some(hasStatusKey);
  return (
    ts.isObjectLiteralExpression(inner) &&
    inner.properties.some((p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText() === "status")
  );
};

/** The table a query-builder chain starts writing with `updateTable("document")` / `insertInto("document")`. */
function writesDocumentTable(chain: ts.Expression): boolean {
  let node: ts.Expression = chain;
  while (ts.isCallExpression(node) || ts.isPropertyAccessExpression(node)) {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && writeStarts.has(node.expression.name.text)) {
      const table = node.arguments[0];
      return table !== undefined && ts.isStringLiteralLike(table) && table.text.split(/\s+as\s+/i)[0].trim() === "document";
    }
    node = ts.isCallExpression(node) ? node.expression : node.expression;
  }
  return false;
}

/** Names imported from the documents module (`…/documents/…`): functions that could be handed a status to write. */
function documentsImports(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/(^|\/)documents\//.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
  }
  return names;
}

/**
 * Where the file writes a document's status: a `.set({ status })` or `.values({ status })` on the document table, a
 * raw `update document set … status`, or an object with a `status` handed to a function of the documents module.
 */
export function documentStatusWrites(source: ts.SourceFile): StatusWrite[] {
  const found: StatusWrite[] = [];
  const imported = documentsImports(source);
  const at = (node: ts.Node, how: string) => found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, how });
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && ["set", "values"].includes(callee.name.text) && writesDocumentTable(callee.expression)) {
        if (node.arguments.some(hasStatusKey)) at(node, `.${callee.name.text}({ status }) on document`);
      } else if (ts.isIdentifier(callee) && imported.has(callee.text) && node.arguments.some(hasStatusKey)) {
        at(node, `${callee.text}(…{ status }…) of the documents module`);
      }
    }
    if ((ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) && rawStatusUpdate.test(node.getText(source))) {
      at(node, "raw update document set status");
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
