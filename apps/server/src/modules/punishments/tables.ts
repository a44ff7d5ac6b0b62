import type { Generated } from "kysely";
import type { Flag } from "../../db/schema.js";

export interface PunishmentTable {
  id: Generated<number>;
  user_id: number;
  /** PunishmentType of the contract: 1 disable account … 6 no articles. */
  type: number;
  enable: Generated<Flag>;
  /** JSON list of {u, t, ts}: who changed it, to which type (0 = cancelled), when (unix seconds). */
  operators: Generated<string>;
  reason: Generated<string>;
  remark: Generated<string>;
  /** ISO time the punishment ends; null = permanent. */
  end_time: string | null;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    punishment: PunishmentTable;
  }
}
