// The TypeScript programs the type check and the lint share: one per tsconfig, built once from the parsed config, as
// `tsc -p` builds it. A file belongs to the first config that lists it, which is also the program the lint types it with.
import path from "node:path";
import ts from "typescript";

export interface CheckedProject {
  configPath: string;
  parsed: ts.ParsedCommandLine;
}

export function parseProject(configPath: string): CheckedProject {
  let unrecoverable: ts.Diagnostic | undefined;
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => (unrecoverable = diagnostic),
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, undefined, host);
  if (!parsed) throw new Error(ts.flattenDiagnosticMessageText(unrecoverable?.messageText ?? `cannot read ${configPath}`, "\n"));
  return { configPath, parsed };
}

export function createProgram({ parsed }: CheckedProject): ts.Program {
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
  });
}

/** Each listed file's project: the first whose config lists it, as typescript-eslint's `project` option picks. */
export function ownersOfFiles(projects: readonly CheckedProject[]): Map<string, number> {
  const owners = new Map<string, number>();
  projects.forEach((project, index) => {
    for (const fileName of project.parsed.fileNames) {
      const key = path.resolve(fileName);
      if (!owners.has(key)) owners.set(key, index);
    }
  });
  return owners;
}
