import { permissionRowOf } from "@wenku/contract";
import type { SessionState } from "../../../lib/session";

/** Whether the signed-in user holds the permission row guarding one API route (method + path, api-contract §1.7). */
export function holdsPermission(session: Pick<SessionState, "permissions">, method: string, path: string): boolean {
  const row = permissionRowOf(method, path);
  return session.permissions.some((p) => p.method === row.method && p.path === row.path);
}
