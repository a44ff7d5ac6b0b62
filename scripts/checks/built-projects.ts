// `tsc -b packages/contract apps/server` in this process: the contract's and the server's declarations (bench imports
// the built server), rebuilt only when out of date, as scripts/generate-types.sh leaves them before the checks.
import ts from "typescript";
import { formatDiagnostics } from "./type-diagnostics.js";

export function buildProjects(projectPaths: readonly string[], pretty: boolean): boolean {
  const reportDiagnostic = (diagnostic: ts.Diagnostic) => process.stdout.write(formatDiagnostics([diagnostic], pretty));
  const host = ts.createSolutionBuilderHost(ts.sys, undefined, reportDiagnostic, () => undefined);
  return ts.createSolutionBuilder(host, [...projectPaths], {}).build() === ts.ExitStatus.Success;
}
