import { oauthMessages, oauthSlugOf } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { providerChoice, type ProviderChoice } from "./provider-settings.js";
import { oauthProviders } from "./providers/index.js";
import type { OauthProvider } from "./providers/provider.js";

export interface EnabledProvider extends ProviderChoice {
  provider: OauthProvider;
}

/** The provider of an oauth_type, if an administrator switched it on with complete settings; 400 otherwise. */
export async function enabledProvider(ctx: AppContext, oauthType: number): Promise<EnabledProvider> {
  const slug = oauthSlugOf(oauthType);
  if (!slug) throw badRequest(oauthMessages.typeUnsupported);
  const choice = await providerChoice(ctx, slug);
  const provider = oauthProviders[slug];
  if (!choice.enabled || !provider.configured(choice.settings)) throw badRequest(oauthMessages.notEnabled);
  return { ...choice, provider };
}

/** Where a provider sends the browser back: the callback page `/oauth/<slug>` of this site (api-contract §6.5). */
export const callbackAddress = (origin: string, slug: string) => `${origin}/oauth/${slug}`;
