import { aiQuotaBuySchema, aiQuotaSchema } from "../schemas/chat.js";
import { apiRoute } from "./api-route.js";

/** The member's daily AI quota, and buying extra messages with credits. */
export const aiQuotaEndpoints = {
  get: apiRoute({ method: "GET", path: "/api/v1/user/ai/quota", title: "查询 AI 对话额度", access: "login", reply: aiQuotaSchema }),
  buy: apiRoute({ method: "POST", path: "/api/v1/user/ai/quota", title: "加购 AI 对话额度", access: "login", body: aiQuotaBuySchema, reply: aiQuotaSchema }),
};
