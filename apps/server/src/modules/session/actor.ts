import { permissionRowOf, PunishmentType } from "@wenku/contract";
import type { FastifyRequest } from "fastify";
import type { Selectable } from "kysely";
import type { AppContext } from "../../context.js";
import type { UserTable } from "../../db/core-tables.js";
import { unauthorized } from "../../http/errors.js";
import { permissionKey } from "../../http/route.js";
import { inForceNow } from "../punishments/active-punishments.js";
import { bearerToken, readToken, type TokenClaims } from "./tokens.js";

export type UserRow = Selectable<UserTable>;

/** The caller of one request: anonymous or a user, with permissions loaded on first use. */
export interface Actor {
  user: UserRow | null;
  token: TokenClaims | null;
  requireUser(): UserRow;
  permissionKeys(): Promise<Set<string>>;
  /** Whether the user holds the permission row guarding this route (its RPC row, api-contract §1.7). */
  can(method: string, path: string): Promise<boolean>;
  /** Whether the user holds the permission guarding a contract route. */
  holds(route: { method: string; path: string }): Promise<boolean>;
  isAdmin(): Promise<boolean>;
}

export async function loadPermissionKeys(ctx: AppContext, userId: number): Promise<Set<string>> {
  const rows = await ctx.db.kysely
    .selectFrom("user_group as ug")
    .innerJoin("group_permission as gp", "gp.group_id", "ug.group_id")
    .innerJoin("permission as p", "p.id", "gp.permission_id")
    .select(["p.method", "p.path"])
    .where("ug.user_id", "=", userId)
    .distinct()
    .execute();
  return new Set(rows.map((r) => permissionKey(r.method, r.path)));
}

/** Whether one of the user's groups holds the permission row (method, path): one indexed lookup, not the whole set. */
async function holdsPermission(ctx: AppContext, userId: number, method: string, path: string): Promise<boolean> {
  const row = await ctx.db.kysely
    .selectFrom("permission as p")
    .innerJoin("group_permission as gp", "gp.permission_id", "p.id")
    .innerJoin("user_group as ug", "ug.group_id", "gp.group_id")
    .select("p.id")
    .where("p.method", "=", method)
    .where("p.path", "=", path)
    .where("ug.user_id", "=", userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether any of the user's groups holds any permission (an administrator of some part of the site). */
async function holdsAnyPermission(ctx: AppContext, userId: number): Promise<boolean> {
  const row = await ctx.db.kysely
    .selectFrom("user_group as ug")
    .innerJoin("group_permission as gp", "gp.group_id", "ug.group_id")
    .select("gp.permission_id")
    .where("ug.user_id", "=", userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The actor of a request. Its permission checks ask the database for the one row a route needs (an admin request
 * used to load all of the user's permission rows, hundreds, for one check); the whole set is loaded only when asked for.
 */
export function actorFor(ctx: AppContext, user: UserRow | null, token: TokenClaims | null = null): Actor {
  let keys: Promise<Set<string>> | undefined;
  let holdsAny: Promise<boolean> | undefined;
  const checked = new Map<string, Promise<boolean>>();
  const permissionKeys = () => (keys ??= user ? loadPermissionKeys(ctx, user.id) : Promise.resolve(new Set<string>()));
  return {
    user,
    token,
    requireUser() {
      if (!user) throw unauthorized();
      return user;
    },
    permissionKeys,
    async can(method, path) {
      if (!user) return false;
      const row = permissionRowOf(method, path);
      const key = permissionKey(row.method, row.path);
      if (keys) return (await keys).has(key);
      let answer = checked.get(key);
      if (!answer) checked.set(key, (answer = holdsPermission(ctx, user.id, row.method, row.path)));
      return answer;
    },
    holds(route) {
      return this.can(route.method, route.path);
    },
    async isAdmin() {
      if (!user) return false;
      if (keys) return (await keys).size > 0;
      return (holdsAny ??= holdsAnyPermission(ctx, user.id));
    },
  };
}

/**
 * Resolves the Bearer token to a user; revoked, outdated or disabled accounts read as anonymous.
 * Disabled means user status 1 or an active punishment of type 1.
 */
export async function resolveActor(ctx: AppContext, request: FastifyRequest): Promise<Actor> {
  const raw = bearerToken(request.headers.authorization);
  const claims = raw ? await readToken(ctx, raw) : null;
  if (!claims) return actorFor(ctx, null);
  // The user, whether the token was revoked and whether the account is disabled by a punishment: one statement.
  const row = await ctx.db.kysely
    .selectFrom("user")
    .selectAll("user")
    .select((eb) => [
      eb.exists(eb.selectFrom("revoked_token").select("revoked_token.jti").where("revoked_token.jti", "=", claims.jti)).as("token_revoked"),
      eb
        .exists(eb.selectFrom("punishment").select("punishment.id").where("punishment.user_id", "=", claims.userId).where("punishment.type", "=", PunishmentType.disableAccount).where(inForceNow()))
        .as("account_disabled"),
    ])
    .where("user.id", "=", claims.userId)
    .executeTakeFirst();
  if (!row) return actorFor(ctx, null);
  const { token_revoked: revoked, account_disabled: disabled, ...user } = row;
  if (revoked || disabled || user.token_version !== claims.version || user.status === 1) return actorFor(ctx, null);
  return actorFor(ctx, user, claims);
}
