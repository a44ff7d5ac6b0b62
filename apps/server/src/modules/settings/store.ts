import { findSetting, settingGroups } from "@wenku/contract";
import type { Db } from "../../db/database.js";
import { nowIso } from "../../db/columns.js";
import type { InvalidationBus } from "../../shared-state/invalidation-bus.js";

export interface SettingEntry {
  category: string;
  name: string;
  value: string;
}

/**
 * Reads settings with their defaults. Values are cached for a short time so that every request does not
 * query the table; writes in this process clear the cache at once, other processes see them within `ttlMs`,
 * or at once when a bus (Redis, shared-state/) tells them.
 */
export interface SettingsStore {
  get(category: string, name: string): Promise<string>;
  number(category: string, name: string): Promise<number>;
  bool(category: string, name: string): Promise<boolean>;
  list(category: string, name: string): Promise<string[]>;
  group(category: string): Promise<Record<string, string>>;
  save(entries: SettingEntry[]): Promise<void>;
  invalidate(): void;
  /**
   * A value derived from the settings (and the tables that feed the public settings, e.g. languages),
   * computed once and kept as long as the cached settings: dropped on `save`, `invalidate` and after `ttlMs`.
   */
  memo<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** The value `memo` holds for `key` if it is computed and still current, without waiting for anything. */
  peek<T>(key: string): T | undefined;
}

interface Derived {
  at: number;
  values: Map<string, Promise<unknown>>;
  settled: Map<string, unknown>;
}

export function createSettingsStore(db: Db, ttlMs = 2000, bus?: InvalidationBus): SettingsStore {
  let cache: { at: number; values: Promise<Map<string, string>> } | undefined;
  let derived: Derived = { at: Date.now(), values: new Map(), settled: new Map() };

  async function load(): Promise<Map<string, string>> {
    const rows = await db.kysely.selectFrom("config").select(["category", "name", "value"]).execute();
    const map = new Map<string, string>();
    for (const group of settingGroups) for (const f of group.fields) map.set(`${group.category}.${f.name}`, f.default);
    for (const row of rows) map.set(`${row.category}.${row.name}`, row.value);
    return map;
  }

  /** Concurrent readers of an expired cache share one query; a failed load is not kept. */
  function values(): Promise<Map<string, string>> {
    if (cache && Date.now() - cache.at < ttlMs) return cache.values;
    const loading = load();
    const entry = { at: Date.now(), values: loading };
    cache = entry;
    loading.catch(() => {
      if (cache === entry) cache = undefined;
    });
    return loading;
  }

  function clear() {
    cache = undefined;
    derived = { at: Date.now(), values: new Map(), settled: new Map() };
  }
  bus?.subscribe("settings", clear);

  const get = async (category: string, name: string) => (await values()).get(`${category}.${name}`) ?? "";

  return {
    get,
    async number(category, name) {
      const n = Number(await get(category, name));
      return Number.isFinite(n) ? n : 0;
    },
    async bool(category, name) {
      return (await get(category, name)) === "true";
    },
    async list(category, name) {
      return (await get(category, name))
        .split(/[,\n]/)
        .map((s) => s.trim())
        .filter(Boolean);
    },
    async group(category) {
      const map = await values();
      const out: Record<string, string> = {};
      const prefix = `${category}.`;
      for (const [key, value] of map) if (key.startsWith(prefix)) out[key.slice(prefix.length)] = value;
      return out;
    },
    async save(entries) {
      const now = nowIso();
      await db.kysely.transaction().execute(async (trx) => {
        for (const e of entries) {
          if (!findSetting(e.category, e.name)) continue;
          await trx
            .insertInto("config")
            .values({ category: e.category, name: e.name, value: e.value, created_at: now, updated_at: now })
            .onConflict((oc) => oc.columns(["category", "name"]).doUpdateSet({ value: e.value, updated_at: now }))
            .execute();
        }
      });
      clear();
      await bus?.publish("settings");
    },
    invalidate() {
      clear();
      void bus?.publish("settings");
    },
    memo<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (Date.now() - derived.at >= ttlMs) derived = { at: Date.now(), values: new Map(), settled: new Map() };
      const current = derived;
      const cached = current.values.get(key);
      if (cached) return cached as Promise<T>;
      const computing = compute();
      current.values.set(key, computing);
      computing.then(
        (value) => current.settled.set(key, value),
        () => current.values.delete(key),
      );
      return computing;
    },
    peek<T>(key: string): T | undefined {
      if (Date.now() - derived.at >= ttlMs) return undefined;
      return derived.settled.get(key) as T | undefined;
    },
  };
}
