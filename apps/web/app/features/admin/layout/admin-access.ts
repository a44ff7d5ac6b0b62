import type { AdminMenuEntry } from "./admin-menu";

/** Admin pages every administrator may open (spec §6). */
const alwaysOpen = ["/admin", "/admin/dashboard"];

export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

function publicPaths(menu: AdminMenuEntry[]): string[] {
  return menu.flatMap((e) => [...(e.public && e.path ? [e.path] : []), ...publicPaths(e.children ?? [])]);
}

function menuPaths(menu: AdminMenuEntry[]): string[] {
  return menu.flatMap((e) => [...(e.path ? [e.path] : []), ...menuPaths(e.children ?? [])]);
}

export interface AccessInput {
  token: string;
  allowPages: string[];
}

/**
 * Whether this visitor may see an admin page: `login` without a token (strangers and expired sessions go to
 * /login?redirect=…), `none` for a member without any allowed page, `forbidden` for a page outside the allowed ones
 * (the admin root, the dashboard and public menu entries are open to every administrator), else `allowed`. An
 * address that is no page of the menu is `allowed` too: its route answers 404, which tells more than 403.
 */
export type AdminAccess = "login" | "none" | "forbidden" | "allowed";

export function adminAccess(pathname: string, session: AccessInput, menu: AdminMenuEntry[]): AdminAccess {
  if (!session.token) return "login";
  if (session.allowPages.length === 0) return "none";
  const path = normalizePath(pathname);
  if (alwaysOpen.includes(path) || publicPaths(menu).includes(path) || !menuPaths(menu).includes(path)) return "allowed";
  return session.allowPages.includes(path) ? "allowed" : "forbidden";
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
