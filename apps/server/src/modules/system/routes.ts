import { systemEndpoints } from "@wenku/contract";
import { forbidden } from "../../http/errors.js";
import { defineRoute } from "../../http/route.js";
import { canUploadDocuments } from "../upload/can-upload.js";
import { checkRelease } from "./check-release.js";
import { deviceInfo } from "./device-info.js";
import { nativeToolStatus } from "./probe-tools.js";
import { readLicense } from "./read-license.js";
import { ignoreRelease, readRelease, setReleaseSource } from "./release-state.js";
import { sqlModeMessage } from "./sql-mode.js";

/** HealthAPI and the dashboard's system calls (api-contract §4.9, §6.3). */
export const systemRoutes = [
  defineRoute(systemEndpoints.ping, {
    gateExempt: true,
    handler: ({ query }) => Promise.resolve({ name: query.name ?? "wenku", created_at: new Date().toISOString() }),
  }),
  defineRoute(systemEndpoints.envs, {
    permission: true,
    async handler({ actor }) {
      return (await actor.holds(systemEndpoints.envs)) ? { envs: await nativeToolStatus() } : {};
    },
  }),
  defineRoute(systemEndpoints.device, { handler: ({ ctx }) => deviceInfo(ctx) }),
  defineRoute(systemEndpoints.release, { handler: ({ ctx }) => readRelease(ctx) }),
  defineRoute(systemEndpoints.checkRelease, { rateLimit: 20, handler: ({ ctx }) => checkRelease(ctx) }),
  defineRoute(systemEndpoints.ignoreRelease, {
    async handler({ ctx, body }) {
      await ignoreRelease(ctx, body.ignore);
      return {};
    },
  }),
  defineRoute(systemEndpoints.setReleaseSource, {
    async handler({ ctx, body }) {
      await setReleaseSource(ctx, body.source);
      return {};
    },
  }),
  defineRoute(systemEndpoints.sqlMode, { handler: ({ ctx }) => Promise.resolve({ message: sqlModeMessage(ctx) }) }),
  defineRoute(systemEndpoints.license, { handler: () => readLicense() }),
  defineRoute(systemEndpoints.canUploadDocument, {
    async handler({ ctx, actor }) {
      // The same decision as the upload route's (upload/can-upload.ts), with the established client's message.
      if (!(await canUploadDocuments(ctx, actor.requireUser().id))) throw forbidden("您没有上传文档的权限");
      return {};
    },
  }),
];
