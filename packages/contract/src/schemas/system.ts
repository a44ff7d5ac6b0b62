import { z } from "zod";
import { bIntArray } from "../query.js";

const int = z.number().int();

/** One native tool the server runs (api-contract §2 EnvDependent), as GET /api/v1/envs finds it. */
export const envDependentSchema = z.object({
  name: z.string(),
  description: z.string(),
  is_installed: z.boolean(),
  /** Why it is missing or unusable; "" when installed. */
  error: z.string(),
  checked_at: z.string(),
  /** The command that installs it on Debian. */
  cmd: z.string(),
  is_required: z.boolean(),
  version: z.string(),
});
export type EnvDependent = z.infer<typeof envDependentSchema>;

/** `{}` for callers without the permission (api-contract §4.9), else every tool. */
export const envsReplySchema = z.object({ envs: z.array(envDependentSchema).optional() });

const diskSchema = z.object({
  /** What the disk holds: the data folder or the database, and its path. */
  disk_name: z.string(),
  path: z.string(),
  total: z.number(),
  used: z.number(),
  free: z.number(),
  percent: z.number(),
});

/** The server's CPU, memory and disks (api-contract §2 DeviceInfo), plus load averages and the database's size. */
export const deviceInfoSchema = z.object({
  cpu: z.object({
    cores: int,
    model_name: z.string(),
    mhz: z.number(),
    percent: z.number(),
    /** 1, 5 and 15 minute load averages. */
    load: z.array(z.number()),
  }),
  memory: z.object({ total: z.number(), available: z.number(), used: z.number(), free: z.number(), percent: z.number() }),
  disk: z.array(diskSchema),
  database: z.object({ dialect: z.enum(["sqlite", "postgres"]), size: z.number() }),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

/**
 * The release check (api-contract §2 Release). `source` is the URL of a JSON release note the operator sets ("" or
 * "none": never checked); `current` the running version; `ignore` the tag the operator chose not to be told about.
 */
export const releaseSchema = z.object({
  tag_name: z.string(),
  name: z.string(),
  body: z.string(),
  release_at: z.string(),
  ignore: z.string(),
  source: z.string(),
  current: z.string(),
  /** A newer release than the running one that is not ignored. */
  has_update: z.boolean(),
  checked_at: z.string(),
  /** Why the last check failed; "" when it succeeded. */
  error: z.string(),
});
export type Release = z.infer<typeof releaseSchema>;

const releaseMessages = { sourceInvalid: "版本信息地址必须是 http:// 或 https:// 开头的网址，或留空不检查" } as const;

/** A release source: empty or "none" (never checked), or an http(s) URL. */
export const releaseSourceValue = z
  .string()
  .trim()
  .max(2000, releaseMessages.sourceInvalid)
  .refine((value) => value === "" || value === "none" || /^https?:\/\/[^\s]+$/i.test(value), releaseMessages.sourceInvalid)
  .transform((value) => (value === "none" ? "" : value));

/** The established client sends a whole Release; only `source` is read. */
export const releaseSourceBodySchema = z.object({ source: releaseSourceValue });
/** `ignore` is the tag not to be told about again; "" tells about every release again. */
export const releaseIgnoreBodySchema = z.object({ ignore: z.string().trim().max(200, "版本号过长") });

export const sqlModeReplySchema = z.object({ message: z.string() });

/** The licence the project is published under (api-contract §2 License): no limits apply to an open-source install. */
export const licenseSchema = z.object({
  /** SPDX identifier, e.g. "MIT"; "" when the project declares none. */
  type: z.string(),
  /** The licence's first line, or a sentence saying none is declared. */
  title: z.string(),
  text: z.string(),
  domain: z.string(),
  addr: z.string(),
  /** 0: unlimited. */
  max_users: int,
  max_docs: int,
  max_articles: int,
  /** 0: never expires. */
  expired_at: int,
});
export type License = z.infer<typeof licenseSchema>;

export const detectLanguageBodySchema = z.object({
  document_id: bIntArray().pipe(z.array(int).min(1, "请选择文档").max(1000, "一次最多识别 1000 篇文档")),
});

export const detectLanguageReplySchema = z.object({
  document: z.array(z.object({ id: int, title: z.string(), language: z.string() })),
});
