import type { LlmProvider, ThinkingSwitch } from "@wenku/contract";
import type { Generated } from "kysely";
import type { Flag } from "../../db/schema.js";

export interface LlmModelTable {
  id: Generated<number>;
  title: string;
  provider: LlmProvider;
  base_url: string;
  /** `v1.<iv>.<tag>.<ciphertext>` (api-key-cipher.ts), or empty when no key is stored. */
  api_key_encrypted: Generated<string>;
  model: string;
  is_embedding: Generated<Flag>;
  /** Vector length of an embedding model, learned on first use; 0 until then. */
  dimensions: Generated<number>;
  enable_thinking: Generated<Flag>;
  thinking_switch: Generated<ThinkingSwitch>;
  context_size: Generated<number>;
  enable: Generated<Flag>;
  sort: Generated<number>;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    llm_model: LlmModelTable;
  }
}
