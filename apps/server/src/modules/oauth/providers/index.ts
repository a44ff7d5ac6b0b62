import type { OauthProviderSlug } from "@wenku/contract";
import { custom } from "./custom.js";
import { gitee } from "./gitee.js";
import { github } from "./github.js";
import { google } from "./google.js";
import type { OauthProvider } from "./provider.js";
import { qq } from "./qq.js";
import { wechat } from "./wechat.js";

export const oauthProviders: Record<OauthProviderSlug, OauthProvider> = { qq, wechat, gitee, github, google, custom };
