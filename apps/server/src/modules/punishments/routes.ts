import { punishmentEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { cancelPunishments } from "./cancel-punishments.js";
import { createPunishments } from "./create-punishments.js";
import { getPunishment } from "./get-punishment.js";
import { listPunishments } from "./list-punishments.js";
import { updatePunishment } from "./update-punishment.js";

/** PunishmentAPI (api-contract §4.7): administrators punish users; other modules read `activePunishments`. */
export const punishmentRoutes = [
  defineRoute(punishmentEndpoints.list, {
    pages: ["/admin/user/punishment"],
    handler: ({ ctx, query }) => listPunishments(ctx, query),
  }),
  defineRoute(punishmentEndpoints.get, {
    handler: ({ ctx, query }) => getPunishment(ctx, query.id ?? 0),
  }),
  defineRoute(punishmentEndpoints.create, {
    async handler({ ctx, actor, body }) {
      await createPunishments(ctx, Number(actor.requireUser().id), body);
      return {};
    },
  }),
  defineRoute(punishmentEndpoints.update, {
    async handler({ ctx, actor, body }) {
      await updatePunishment(ctx, Number(actor.requireUser().id), body);
      return {};
    },
  }),
  defineRoute(punishmentEndpoints.cancel, {
    async handler({ ctx, actor, body }) {
      await cancelPunishments(ctx, Number(actor.requireUser().id), body.id);
      return {};
    },
  }),
];
