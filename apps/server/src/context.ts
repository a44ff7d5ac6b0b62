import type { SettingProblem } from "@wenku/contract";
import type { Db } from "./db/database.js";
import type { Env } from "./config/env.js";
import type { Secrets } from "./modules/secrets/secrets.js";
import type { SettingsStore } from "./modules/settings/store.js";
import type { SharedState } from "./shared-state/shared-state.js";

/** Everything a service function needs, created once per process and passed explicitly. */
export interface AppContext {
  env: Env;
  db: Db;
  secrets: Secrets;
  settings: SettingsStore;
  log: Logger;
  /** Hooks a later capability adds without the core knowing it (e.g. search indexing on document change). */
  hooks: AppHooks;
  events: EventBus;
  /** Redis, when WENKU_REDIS_URL is set: rate limits and cache invalidation shared by every process (shared-state/). */
  shared?: SharedState;
}

export interface EventBus {
  on<K extends keyof AppEvents>(name: K, handler: (payload: AppEvents[K]) => Promise<void> | void): void;
  emit<K extends keyof AppEvents>(name: K, payload: AppEvents[K]): Promise<void>;
}

/** `extra` may carry `err`, what was thrown: it is logged with its stack and causes (log-fields.ts). */
export interface Logger {
  info(msg: string, extra?: object): void;
  warn(msg: string, extra?: object): void;
  error(msg: string, extra?: object): void;
}

export interface AppHooks {
  onShutdown: Array<() => Promise<void> | void>;
  /** Called after every successful POST, PUT or DELETE API call (e.g. to drop cached pages). */
  afterMutation: Array<() => void>;
  /**
   * What the payment settings make possible now, provided by modules/payments at start-up: the settings module
   * publishes and warns about it, and payments imports settings, so settings cannot import payments back.
   */
  paymentReadiness?: PaymentReadiness;
  /** Whether codes can be sent by text message (system.enable_sms and a complete provider), provided by modules/sms. */
  smsReady?: () => Promise<boolean>;
}

export interface PaymentReadiness {
  /** The gateways switched on with complete credentials. */
  usableGateways(): Promise<string[]>;
  /** Purchases the payment and VIP settings leave without a way to pay, as dashboard problems. */
  problems(): Promise<SettingProblem[]>;
}

/**
 * Events one capability raises and others react to, so that modules do not import each other
 * (e.g. documents raise "document.changed"; search re-indexes). Handlers run after the change is committed.
 */
export interface AppEvents {
  "document.changed": { documentId: number };
  "document.deleted": { documentId: number };
  "article.changed": { articleId: number };
  "article.deleted": { articleId: number };
  /** Attachments were marked deleted (e.g. purged from the recycle bin): storage garbage collection may run. */
  "attachment.deleted": { attachmentIds: number[] };
  /** Spider links or documents were queued (modules/spider): its worker looks at once. */
  "spider.queued": Record<string, never>;
}
