import { creditLogQuerySchema, creditLogReplySchema } from "../schemas/credit.js";
import { apiRoute } from "./api-route.js";

/** A member's credit ledger (api-contract §6.1). */
export const creditEndpoints = {
  log: apiRoute({ method: "GET", path: "/api/v1/user/credit/log", title: "积分明细", access: "login", query: creditLogQuerySchema, reply: creditLogReplySchema }),
};
