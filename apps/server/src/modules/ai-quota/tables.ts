import type { Generated } from "kysely";

export interface AiUsageTable {
  user_id: number;
  /** The day, as YYYYMMDD in the server's time zone. */
  day: number;
  /** Messages counted against the daily limit (messages paid from bought quota are not). */
  messages: Generated<number>;
  /** Tokens the day's answers used, added when each run ends. */
  tokens: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface AiExtraQuotaTable {
  user_id: number;
  /** Messages bought with credits and not used yet; they do not expire. */
  messages: Generated<number>;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    ai_usage: AiUsageTable;
    ai_extra_quota: AiExtraQuotaTable;
  }
}

declare module "../../db/core-tables.js" {
  interface GroupTable {
    /** Messages per member per day; null: the setting llm.default_quota. The highest of a user's groups wins. */
    ai_daily_messages: number | null;
    /** Tokens per member per day; null: the setting llm.default_token_quota. */
    ai_daily_tokens: number | null;
  }
}
