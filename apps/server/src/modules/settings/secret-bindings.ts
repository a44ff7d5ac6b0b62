import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import type { SettingEntry } from "./store.js";

/** A stored secret that the server sends to an address set beside it. */
interface SecretBinding {
  category: string;
  secret: string;
  /** The settings that together say where the secret goes. */
  address: string[];
  /** How an address value is compared (the same server whatever its spelling). */
  comparable: (name: string, value: string) => string;
  message: string;
}

/**
 * Secrets that travel to an address an administrator sets. The payment keys do not (requests are signed with them,
 * the keys stay here); the model providers' API keys are bound in llm/model-endpoint.ts.
 */
const bindings: SecretBinding[] = [
  {
    category: "email",
    secret: "password",
    address: ["host", "port"],
    comparable: (name, value) => (name === "port" ? String(Number(value) || 465) : value.trim().toLowerCase().replace(/\.$/, "")),
    message: "修改邮件服务器地址后请重新填写密码",
  },
  {
    category: "oauth",
    secret: "custom_client_secret",
    address: ["custom_issuer", "custom_token_url"],
    comparable: (_name, value) => value.trim().replace(/\/+$/, "").toLowerCase(),
    message: "修改自定义登录的 Issuer 或令牌地址后请重新填写 Client Secret",
  },
];

/**
 * A stored secret is only ever sent to the address it was saved with: saving a new address while keeping the
 * secret (sent back masked, or left out) is a 400, so that an administrator who sees "******" cannot have it sent
 * to a server of their choosing. `accepted` is what checkConfigEntries kept (masked secrets are not in it).
 */
export async function requireSecretsForNewAddresses(ctx: AppContext, accepted: SettingEntry[]): Promise<void> {
  const submitted = (category: string, name: string) => accepted.find((e) => e.category === category && e.name === name);
  for (const binding of bindings) {
    if (submitted(binding.category, binding.secret)) continue;
    const stored = await ctx.settings.group(binding.category);
    if (!stored[binding.secret]) continue;
    const moved = binding.address.some((name) => {
      const next = submitted(binding.category, name);
      return next !== undefined && binding.comparable(name, next.value) !== binding.comparable(name, stored[name] ?? "");
    });
    if (moved) throw badRequest(binding.message);
  }
}
