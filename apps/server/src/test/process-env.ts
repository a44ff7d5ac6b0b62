/**
 * Sets variables of the process's environment and gives back a function that puts it back as it was. Assigning a
 * copy to `process.env` would not do: the variables set stay in the process's real environment, which worker threads
 * and child processes started later inherit.
 */
export function setProcessEnv(values: Record<string, string>): () => void {
  const before = new Map(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  return () => {
    for (const [name, value] of before) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
