import { smsEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { getSms, listSms } from "./list-sms.js";
import { bindMobile, findPasswordByMobile, loginByMobile, registerByMobile } from "./mobile-accounts.js";
import { sendSmsCode } from "./send-sms-code.js";

/** SmsAPI (api-contract §6.4). The account routes stay reachable on a closed site, like their password counterparts. */
export const smsRoutes = [
  defineRoute(smsEndpoints.send, {
    gateExempt: true,
    rateLimit: 5,
    handler: ({ ctx, actor, body, ip }) => sendSmsCode(ctx, actor, body, ip),
  }),
  defineRoute(smsEndpoints.get, {
    handler: ({ ctx, query }) => getSms(ctx, query.id),
  }),
  defineRoute(smsEndpoints.list, {
    pages: ["/admin/user/sms"],
    handler: ({ ctx, query }) => listSms(ctx, query),
  }),
  defineRoute(smsEndpoints.login, {
    gateExempt: true,
    rateLimit: 10,
    handler: ({ ctx, body, ip }) => loginByMobile(ctx, body, ip),
  }),
  defineRoute(smsEndpoints.register, {
    gateExempt: true,
    rateLimit: 5,
    handler: ({ ctx, body, ip }) => registerByMobile(ctx, body, ip),
  }),
  defineRoute(smsEndpoints.findPassword, {
    gateExempt: true,
    rateLimit: 5,
    async handler({ ctx, body }) {
      await findPasswordByMobile(ctx, body);
      return {};
    },
  }),
  defineRoute(smsEndpoints.bindMobile, {
    rateLimit: 5,
    async handler({ ctx, actor, body }) {
      await bindMobile(ctx, actor, body);
      return {};
    },
  }),
];
