import { ArticleStatus, articleMessages, PunishmentType } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { forbidden } from "../../http/errors.js";
import type { Actor } from "../auth/actor.js";
import { activePunishments } from "../punishments/active-punishments.js";
import type { Executor } from "./article-access.js";

export const createArticlePermission = { method: "POST", path: "/api/v1/article" } as const;
export const checkArticlesPermission = { method: "PUT", path: "/api/v1/article/check" } as const;

async function groupAllowsArticles(db: Executor, userId: number): Promise<boolean> {
  const group = await db
    .selectFrom("user_group as ug")
    .innerJoin("groups as g", "g.id", "ug.group_id")
    .select("g.id")
    .where("ug.user_id", "=", userId)
    .where("g.enable_article", "=", 1)
    .executeTakeFirst();
  return group !== undefined;
}

/**
 * Whether the caller may post articles: one of their groups has `enable_article` (or they hold the create
 * permission), and no punishment 6 ("no article posting") or 1 (disabled account) is in force. Throws 403 otherwise.
 */
export async function requirePublishCapability(ctx: AppContext, actor: Actor): Promise<void> {
  const userId = Number(actor.requireUser().id);
  const punished = await activePunishments(ctx, userId);
  if (punished.has(PunishmentType.noArticle) || punished.has(PunishmentType.disableAccount)) throw forbidden(articleMessages.publishPunished);
  const allowed = (await groupAllowsArticles(ctx.db.kysely, userId)) || (await actor.can(createArticlePermission.method, createArticlePermission.path));
  if (!allowed) throw forbidden(articleMessages.publishForbidden);
}

/**
 * The status a post of this user starts in: published when the caller may review articles or one of their
 * article-enabled groups skips approval (`enable_article_approval` = 0), else pending.
 */
export async function initialArticleStatus(ctx: AppContext, actor: Actor): Promise<number> {
  if (await actor.can(checkArticlesPermission.method, checkArticlesPermission.path)) return ArticleStatus.published;
  const skips = await ctx.db.kysely
    .selectFrom("user_group as ug")
    .innerJoin("groups as g", "g.id", "ug.group_id")
    .select("g.id")
    .where("ug.user_id", "=", Number(actor.requireUser().id))
    .where("g.enable_article", "=", 1)
    .where("g.enable_article_approval", "=", 0)
    .executeTakeFirst();
  return skips ? ArticleStatus.published : ArticleStatus.pending;
}
