import { signReplySchema } from "../schemas/sign.js";
import { apiRoute } from "./api-route.js";

/** The daily sign-in (api-contract §4.1): sign today, or see whether one has. */
export const signInEndpoints = {
  sign: apiRoute({ method: "PUT", path: "/api/v1/user/sign", title: "每日签到", access: "login", reply: signReplySchema }),
  today: apiRoute({ method: "GET", path: "/api/v1/user/sign", title: "今日签到状态", access: "login", reply: signReplySchema }),
};
