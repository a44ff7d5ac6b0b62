import {
  punishmentCancelBodySchema, punishmentCreateBodySchema, punishmentIdQuerySchema, punishmentListQuerySchema, punishmentListReplySchema,
  punishmentSchema, punishmentUpdateBodySchema,
} from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { cancelPunishments } from "./cancel-punishments.js";
import { createPunishments } from "./create-punishments.js";
import { getPunishment } from "./get-punishment.js";
import { listPunishments } from "./list-punishments.js";
import { updatePunishment } from "./update-punishment.js";

/** PunishmentAPI (api-contract §4.7): administrators punish users; other modules read `activePunishments`. */
export const punishmentRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/punishment/list",
    title: "处罚列表",
    access: "admin",
    pages: ["/admin/user/punishment"],
    query: punishmentListQuerySchema,
    reply: punishmentListReplySchema,
    handler: ({ ctx, query }) => listPunishments(ctx, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/punishment",
    title: "查询处罚",
    access: "admin",
    query: punishmentIdQuerySchema,
    reply: punishmentSchema,
    handler: ({ ctx, query }) => getPunishment(ctx, query.id ?? 0),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/punishment",
    title: "创建处罚",
    access: "admin",
    body: punishmentCreateBodySchema,
    async handler({ ctx, actor, body }) {
      await createPunishments(ctx, Number(actor.requireUser().id), body);
      return {};
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/punishment",
    title: "更新处罚",
    access: "admin",
    body: punishmentUpdateBodySchema,
    async handler({ ctx, actor, body }) {
      await updatePunishment(ctx, Number(actor.requireUser().id), body);
      return {};
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/punishment/cancel",
    title: "取消处罚",
    access: "admin",
    body: punishmentCancelBodySchema,
    async handler({ ctx, actor, body }) {
      await cancelPunishments(ctx, Number(actor.requireUser().id), body.id);
      return {};
    },
  }),
];
