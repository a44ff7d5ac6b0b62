import { permissionRowOf, PunishmentType } from "@wenku/contract";
import type { FastifyRequest } from "fastify";
import type { Selectable } from "kysely";
import type { AppContext } from "../../context.js";
import type { UserTable } from "../../db/core-tables.js";
import { unauthorized } from "../../http/errors.js";
import { permissionKey } from "../../http/route.js";
import { activePunishments } from "../punishments/active-punishments.js";
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

export function actorFor(ctx: AppContext, user: UserRow | null, token: TokenClaims | null = null): Actor {
  let keys: Promise<Set<string>> | undefined;
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
      const row = permissionRowOf(method, path);
      return (await permissionKeys()).has(permissionKey(row.method, row.path));
    },
    async isAdmin() {
      return (await permissionKeys()).size > 0;
    },
  };
}

/**
 * Resolves the Bearer token to a user; revoked, outdated or disabled accounts read as anonymous.
 * Disabled means user status 1 or an active punishment of type 1 (one indexed query on punishment).
 */
export async function resolveActor(ctx: AppContext, request: FastifyRequest): Promise<Actor> {
  const raw = bearerToken(request.headers.authorization);
  const claims = raw ? await readToken(ctx, raw) : null;
  if (!claims) return actorFor(ctx, null);
  // Three independent reads, sent together: on PostgreSQL they overlap instead of following each other.
  const [revoked, user, punishments] = await Promise.all([
    ctx.db.kysely.selectFrom("revoked_token").select("jti").where("jti", "=", claims.jti).executeTakeFirst(),
    ctx.db.kysely.selectFrom("user").selectAll().where("id", "=", claims.userId).executeTakeFirst(),
    activePunishments(ctx, claims.userId),
  ]);
  if (revoked || !user || user.token_version !== claims.version || user.status === 1) return actorFor(ctx, null);
  if (punishments.has(PunishmentType.disableAccount)) return actorFor(ctx, null);
  return actorFor(ctx, user, claims);
}
