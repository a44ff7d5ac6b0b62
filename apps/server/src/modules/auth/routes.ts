import { authEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { readDeviceCookie, setDeviceCookie } from "./device-cookie.js";
import { requestEmailCode } from "./email-code-request.js";
import { loginUser } from "./login.js";
import { revokeToken } from "./logout.js";
import { registerUser } from "./register.js";
import { requestPasswordReset } from "./request-password-reset.js";
import { resetPassword } from "./reset-password.js";

export const authRoutes = [
  defineRoute(authEndpoints.register, {
    gateExempt: true,
    rateLimit: 5,
    handler: ({ ctx, body, ip }) => registerUser(ctx, body, ip),
  }),
  defineRoute(authEndpoints.emailCode, {
    gateExempt: true,
    rateLimit: 5,
    async handler({ ctx, body }) {
      await requestEmailCode(ctx, body);
      return {};
    },
  }),
  defineRoute(authEndpoints.login, {
    gateExempt: true,
    rateLimit: 10,
    async handler({ ctx, body, ip, request, reply }) {
      const signedIn = await loginUser(ctx, body, { ip, device: readDeviceCookie(ctx, request) });
      setDeviceCookie(ctx, request, reply, signedIn.user.id);
      return signedIn;
    },
  }),
  defineRoute(authEndpoints.logout, {
    gateExempt: true,
    async handler({ ctx, actor }) {
      if (actor.token) await revokeToken(ctx, actor.token);
      return {};
    },
  }),
  defineRoute(authEndpoints.findPasswordStepOne, {
    gateExempt: true,
    rateLimit: 5,
    async handler({ ctx, body }) {
      await requestPasswordReset(ctx, body);
      return {};
    },
  }),
  defineRoute(authEndpoints.findPasswordStepTwo, {
    gateExempt: true,
    rateLimit: 5,
    async handler({ ctx, body }) {
      await resetPassword(ctx, body);
      return {};
    },
  }),
];
