import { mkdir } from "node:fs/promises";
import { join } from "node:path";

/**
 * A private, writable home for one tool inside the job's work folder. LibreOffice and calibre write their
 * profiles, caches and temp files under HOME/XDG/TMP; on servers where the service user's home is read-only
 * they fail (reference product issue #9), and shared profiles break parallel jobs.
 */
export async function privateToolEnvironment(workDir: string, tool: string): Promise<Record<string, string>> {
  const home = join(workDir, `${tool}-home`);
  const temp = join(home, "tmp");
  await mkdir(temp, { recursive: true });
  return {
    HOME: home,
    XDG_CONFIG_HOME: join(home, ".config"),
    XDG_CACHE_HOME: join(home, ".cache"),
    XDG_DATA_HOME: join(home, ".local", "share"),
    XDG_RUNTIME_DIR: temp,
    TMPDIR: temp,
    TMP: temp,
    TEMP: temp,
  };
}
