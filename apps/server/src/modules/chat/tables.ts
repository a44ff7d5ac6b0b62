import type { Generated } from "kysely";
import type { Flag } from "../../db/schema.js";

export interface ChatTopicTable {
  id: Generated<number>;
  uuid: string;
  user_id: number;
  title: Generated<string>;
  /** ChatTopicCategory of the contract: 0 library, 1 one document, 2 AI search. */
  category: Generated<number>;
  /** The document of a category-1 topic (unique per user); 0 otherwise. */
  document_id: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ChatMessageTable {
  id: Generated<number>;
  topic_id: number;
  user_id: number;
  role: "user" | "assistant";
  content: Generated<string>;
  reasoning: Generated<string>;
  /** JSON array of ChatReference: the excerpts the model was given, numbered from 1. */
  refs: Generated<string>;
  /** ChatMessageStatus of the contract. */
  status: Generated<number>;
  error: Generated<string>;
  model_id: Generated<number>;
  model_title: Generated<string>;
  enable_thinking: Generated<Flag>;
  prompt_tokens: Generated<number>;
  completion_tokens: Generated<number>;
  total_tokens: Generated<number>;
  /** The day (YYYYMMDD) and the quota ("daily" | "extra") an answer's message was counted on. */
  quota_day: Generated<number>;
  quota_source: Generated<string>;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    chat_topic: ChatTopicTable;
    chat_message: ChatMessageTable;
  }
}
