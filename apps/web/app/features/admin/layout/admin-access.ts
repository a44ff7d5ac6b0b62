import type { AdminMenuEntry } from "./admin-menu";

/** Admin pages every administrator may open (spec §6). */
const alwaysOpen = ["/admin", "/admin/dashboard"];

export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

function publicPaths(menu: AdminMenuEntry[]): string[] {
  return menu.flatMap((e) => [...(e.public && e.path ? [e.path] : []), ...publicPaths(e.children ?? [])]);
}

export interface AccessInput {
  token: string;
  allowPages: string[];
}

/**
 * Where an admin page visit must go instead (spec §6), or null to stay:
 * no token or no allowed pages → home; a page outside the allowed ones → /admin, except the admin root,
 * the dashboard and public menu entries.
 */
export function adminRedirect(pathname: string, session: AccessInput, menu: AdminMenuEntry[]): string | null {
  if (!session.token || session.allowPages.length === 0) return "/";
  const path = normalizePath(pathname);
  if (alwaysOpen.includes(path) || publicPaths(menu).includes(path)) return null;
  return session.allowPages.includes(path) ? null : "/admin";
}

/** The menu as this user sees it: allowed or public pages, and groups that keep at least one page. */
export function visibleMenu(menu: AdminMenuEntry[], allowPages: string[]): AdminMenuEntry[] {
  const allowed = new Set(allowPages);
  return menu.flatMap((entry): AdminMenuEntry[] => {
    if (entry.children) {
      const children = visibleMenu(entry.children, allowPages);
      return children.length ? [{ ...entry, children }] : [];
    }
    return entry.public || (entry.path && allowed.has(entry.path)) ? [entry] : [];
  });
}

/** The group keys leading to a page, to open them in the menu. */
export function ancestorKeys(menu: AdminMenuEntry[], pathname: string): string[] {
  const path = normalizePath(pathname);
  for (const entry of menu) {
    if (!entry.children) continue;
    if (entry.children.some((c) => c.path === path)) return [entry.key];
    const deeper = ancestorKeys(entry.children, path);
    if (deeper.length) return [entry.key, ...deeper];
  }
  return [];
}
