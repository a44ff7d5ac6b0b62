import type { SessionState } from "../../../lib/session";

/** Whether the signed-in user holds the permission of one API route (method + path). */
export function holdsPermission(session: SessionState, method: string, path: string): boolean {
  return session.permissions.some((p) => p.method === method && p.path === path);
}
