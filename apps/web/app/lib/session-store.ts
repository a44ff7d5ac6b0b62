import { constants } from "@wenku/contract";

export interface SessionUser {
  id: number;
  username: string;
  avatar?: string;
  email?: string;
  mobile?: string;
  realname?: string;
  identity?: string;
  address?: string;
  signature?: string;
  credit_count?: number;
  is_vip?: boolean;
  [key: string]: unknown;
}

export interface SessionPermission {
  id: number;
  method: string;
  path: string;
  title?: string;
  pages?: string[];
}

export interface SessionGroup {
  id: number;
  title: string;
  color?: string;
  [key: string]: unknown;
}

export interface SessionState {
  user: SessionUser | null;
  token: string;
  permissions: SessionPermission[];
  allowPages: string[];
  groups: SessionGroup[];
}

/** Everything persisted under localStorage["wenku"]: the session, categories and settings (spec §9). */
interface Persisted {
  user?: SessionState;
  category?: unknown;
  setting?: unknown;
}

export const anonymous: SessionState = Object.freeze({ user: null, token: "", permissions: [], allowPages: [], groups: [] });

const listeners = new Set<() => void>();
let current: SessionState = anonymous;
let loaded = false;

function readPersisted(): Persisted {
  if (typeof localStorage === "undefined") return {};
  try {
    return JSON.parse(localStorage.getItem(constants.productKey) ?? "{}") as Persisted;
  } catch {
    return {};
  }
}

function writePersisted(patch: Persisted) {
  if (typeof localStorage === "undefined") return;
  localStorage.setItem(constants.productKey, JSON.stringify({ ...readPersisted(), ...patch }));
}

function emit() {
  for (const l of listeners) l();
}

/** A stored session from an older shape gets the fields it lacks. */
function withDefaults(stored: Partial<SessionState> | undefined): SessionState {
  if (!stored?.token) return anonymous;
  return { ...anonymous, ...stored, permissions: stored.permissions ?? [], allowPages: stored.allowPages ?? [], groups: stored.groups ?? [] };
}

/** The session on the client; on the server always anonymous, so no user's state enters a render. */
export function readSession(): SessionState {
  if (typeof window === "undefined") return anonymous;
  if (!loaded) {
    loaded = true;
    current = withDefaults(readPersisted().user);
  }
  return current;
}

export function allowPagesOf(permissions: SessionPermission[]): string[] {
  return [...new Set(permissions.flatMap((p) => p.pages ?? []))].sort();
}

/** Whether the last session ended by logging out (not by expiring): the login guards then leave the visitor be. */
let loggedOut = false;
export const endedByLogout = () => loggedOut;

export function setSession(next: Partial<SessionState>) {
  loggedOut = false;
  const merged: SessionState = { ...readSession(), ...next };
  if (next.permissions) merged.allowPages = allowPagesOf(next.permissions);
  current = merged;
  writePersisted({ user: merged });
  emit();
}

/** Logout clears all stored state; so does a session the server no longer knows (`expired`). */
export function clearSession(how: "logout" | "expired" = "logout") {
  loggedOut = how === "logout";
  current = anonymous;
  if (typeof localStorage !== "undefined") localStorage.removeItem(constants.productKey);
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Another tab changed the stored state: take it over. */
export function reloadFromStorage() {
  loaded = true;
  const next = withDefaults(readPersisted().user);
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  current = next;
  emit();
}

export function persistExtra(patch: Omit<Persisted, "user">) {
  writePersisted(patch);
}
