import type { AppContext } from "../../context.js";

export interface BackupSettings {
  enabled: boolean;
  /** "HH:MM", the server's local time. */
  time: string;
  /** A folder or s3://bucket/prefix; "" when none is set. */
  target: string;
  keep: number;
  /** "" for an unencrypted backup. */
  passphrase: string;
}

/** The backup group of the settings (系统设置 → 备份). */
export async function readBackupSettings(ctx: AppContext): Promise<BackupSettings> {
  return {
    enabled: await ctx.settings.bool("backup", "enable"),
    time: (await ctx.settings.get("backup", "time")) || "03:30",
    target: (await ctx.settings.get("backup", "target")).trim(),
    keep: (await ctx.settings.number("backup", "keep")) || 7,
    passphrase: await ctx.settings.get("backup", "passphrase"),
  };
}
