import { permissionRowOf, type ApiRoute } from "@wenku/contract";
import type { SessionState } from "../lib/session";

type Holder = Pick<SessionState, "permissions">;

/** Whether the signed-in user holds the permission row guarding one API route (method + path, api-contract §1.7). */
export function holdsPermission(session: Holder, route: Pick<ApiRoute, "method" | "path">): boolean {
  const row = permissionRowOf(route.method, route.path);
  return session.permissions.some((p) => p.method === row.method && p.path === row.path);
}
