import type { Generated } from "kysely";

export interface SignTable {
  id: Generated<number>;
  user_id: number;
  /** The day signed, as YYYYMMDD in the server's time zone. */
  sign_at: number;
  award: Generated<number>;
  ip: Generated<string>;
  created_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    sign: SignTable;
  }
}
