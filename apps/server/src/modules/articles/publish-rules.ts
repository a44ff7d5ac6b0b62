import { articleEndpoints, ArticleStatus, articleMessages, PunishmentType } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { forbidden } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { someGroupHas } from "../groups/some-group-has.js";
import { activePunishments } from "../punishments/active-punishments.js";


/**
 * Whether the caller may post articles: one of their groups has `enable_article` (or they hold the create
 * permission), and no punishment 6 ("no article posting") or 1 (disabled account) is in force. Throws 403 otherwise.
 */
export async function requirePublishCapability(ctx: AppContext, actor: Actor): Promise<void> {
  const userId = Number(actor.requireUser().id);
  const punished = await activePunishments(ctx, userId);
  if (punished.has(PunishmentType.noArticle) || punished.has(PunishmentType.disableAccount)) throw forbidden(articleMessages.publishPunished);
  const allowed = (await someGroupHas(ctx.db.kysely, userId, { enable_article: 1 })) || (await actor.holds(articleEndpoints.create));
  if (!allowed) throw forbidden(articleMessages.publishForbidden);
}

/**
 * The status a post of this user starts in: published when the caller may review articles or one of their
 * article-enabled groups skips approval (`enable_article_approval` = 0), else pending.
 */
export async function initialArticleStatus(ctx: AppContext, actor: Actor): Promise<number> {
  if (await actor.holds(articleEndpoints.check)) return ArticleStatus.published;
  const skips = await someGroupHas(ctx.db.kysely, Number(actor.requireUser().id), { enable_article: 1, enable_article_approval: 0 });
  return skips ? ArticleStatus.published : ArticleStatus.pending;
}
