import { creditLogQuerySchema, creditLogReplySchema, creditWaysReplySchema } from "../schemas/credit.js";
import { apiRoute } from "./api-route.js";

/** A member's credit ledger (api-contract §6.1). */
export const creditEndpoints = {
  log: apiRoute({ method: "GET", path: "/api/v1/user/credit/log", title: "积分明细", access: "login", query: creditLogQuerySchema, reply: creditLogReplySchema }),
  /** The ways to get credits that the site has switched on, for a member whose credits fall short. */
  ways: apiRoute({ method: "GET", path: "/api/v1/user/credit/ways", title: "获取积分的途径", access: "login", reply: creditWaysReplySchema }),
};
