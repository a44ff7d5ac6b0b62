import { emailSchema, newPasswordSchema, usernameSchema } from "@wenku/contract";
import { z } from "zod";
import { readEnv } from "./config/env.js";
import type { AppContext } from "./context.js";
import { closeContext, consoleLogger, createContext } from "./create-context.js";
import { openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { ADMIN_GROUP_ID } from "./db/seeded-rows.js";
import { AppError } from "./http/errors.js";
import type { BackupCommandOptions } from "./modules/backup/backup-commands.js";

// Each command imports what it needs when it runs: the modules, backup and import code take seconds of CPU to load,
// which config:get and config:set do without.
const usage = `用法 / usage: npm run wenku -- <command>

  serve                                              启动服务（同 npm start；WENKU_WORKERS=none 时不做后台任务）
  worker                                             只运行后台任务（转换、索引、向量、定时任务），不监听 HTTP
  migrate                                            升级数据库结构
  user:create <username> <password> [--admin] [--email x]
                                                     创建用户（--admin 加入超级管理员用户组）
  user:reset-password <username> <password>          重置密码，并使该用户的所有登录失效
  config:get <category> <name>                       显示配置项的值（已设置的密钥显示为 ******）
  backup --to <目录 | s3://bucket/prefix> [--passphrase-file f]
                                                     备份数据库与文件（运行中亦可；相同文件只存一次）
  restore <目录 | s3://…> [--snapshot id] [--force] [--passphrase-file f]
                                                     恢复到环境变量所指的数据库与存储（亦用于迁移站点）
  verify <目录 | s3://…> [--snapshot id] [--sample N] [--passphrase-file f]
                                                     核对站点与备份（行数、魔豆流水、文件哈希）
  import:moredoc --mysql <dsn> --files <目录> [--dry-run] [--source-timezone +08:00]
                                                     导入 MOREDOC 站点（数据库与文件）到新站点；中断后再次运行即继续
  import:moredoc:check --mysql <dsn> --files <目录> [--sample N]
                                                     核对导入结果与 MOREDOC（行数、积分、按 MD5 抽查文件）
  config:set <category> <name> <value>               修改配置项，校验同后台设置（设置了 WENKU_REDIS_URL 时，
                                                     运行中的进程一秒内生效）

数据库与数据目录取自环境变量 DATABASE_URL、WENKU_DATA_DIR；Redis 取自 WENKU_REDIS_URL。`;

class UsageError extends Error {}

/** Positional arguments and `--name value` / `--name=value` / `--flag` options. */
function parseArgs(args: string[]): { positional: string[]; options: Map<string, string | true> } {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const option = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    if (!option) positional.push(arg);
    else if (option[2] !== undefined) options.set(option[1], option[2]);
    else if (["email", "to", "passphrase-file", "snapshot", "sample", "mysql", "files", "stop-after", "source-timezone"].includes(option[1])) options.set(option[1], args[++i] ?? "");
    else options.set(option[1], true);
  }
  return { positional, options };
}

function valid<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(result.error.issues[0]?.message ?? "参数错误");
  return result.data;
}

async function withContext(run: (ctx: AppContext) => Promise<void>): Promise<void> {
  const ctx = await createContext({}, consoleLogger);
  try {
    await run(ctx);
  } finally {
    await closeContext(ctx);
  }
}

async function migrate(): Promise<void> {
  const env = readEnv();
  const db = openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `已执行迁移 / applied: ${applied.join(", ")}` : "数据库已是最新 / up to date");
  } finally {
    await db.close();
  }
}

async function createUserCommand(args: string[]): Promise<void> {
  const { positional, options } = parseArgs(args);
  if (positional.length !== 2) throw new UsageError("需要用户名和密码 / username and password required");
  const username = valid(usernameSchema, positional[0]);
  const password = valid(newPasswordSchema(), positional[1]);
  const emailOption = options.get("email");
  const email = emailOption === undefined ? "" : valid(emailSchema, emailOption === true ? "" : emailOption);
  const admin = options.get("admin") === true;
  const [{ seedDefaults }, { syncPermissions }, { apiRoutes }, { createUser }] = await Promise.all([
    import("./modules/users/seed.js"),
    import("./modules/permissions/sync.js"),
    import("./modules/index.js"),
    import("./modules/users/create-user.js"),
  ]);
  await withContext(async (ctx) => {
    const { adminPassword } = await seedDefaults(ctx);
    if (adminPassword) console.log(`首次启动已创建管理员 admin，密码：${adminPassword}`);
    if (admin) await syncPermissions(ctx, apiRoutes());
    const id = await createUser(ctx, { username, password, email, groupIds: admin ? [ADMIN_GROUP_ID] : undefined, ip: "127.0.0.1" });
    console.log(`已创建用户 ${username}（id ${id}）${admin ? "，属于超级管理员用户组" : ""}`);
  });
}

async function resetPasswordCommand(args: string[]): Promise<void> {
  const { positional } = parseArgs(args);
  if (positional.length !== 2) throw new UsageError("需要用户名和新密码 / username and new password required");
  const password = valid(newPasswordSchema(), positional[1]);
  const [{ findUserByUsername }, { setPassword }] = await Promise.all([import("./modules/users/queries.js"), import("./modules/users/set-password.js")]);
  await withContext(async (ctx) => {
    const user = await findUserByUsername(ctx.db.kysely, positional[0]);
    if (!user) throw new UsageError(`用户不存在：${positional[0]}`);
    await setPassword(ctx, Number(user.id), password);
    console.log(`已重置 ${user.username} 的密码，该用户的所有登录已失效`);
  });
}

/** config:get <category> <name> / config:set <category> <name> <value> (the value is one argument: quote it). */
async function configCommand(command: "config:get" | "config:set", args: string[]): Promise<void> {
  const wanted = command === "config:get" ? 2 : 3;
  if (args.length !== wanted) throw new UsageError(`${command} 需要 ${wanted === 2 ? "<category> <name>" : "<category> <name> <value>"}`);
  const [category, name, value] = args;
  const { configGet, configSet } = await import("./modules/settings/config-commands.js");
  await withContext(async (ctx) => {
    if (command === "config:get") console.log(await configGet(ctx, category, name));
    else for (const line of await configSet(ctx, category, name, value)) console.log(line);
  });
}

function backupOptions(options: Map<string, string | true>): BackupCommandOptions {
  const text = (name: string) => {
    const value = options.get(name);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const sample = text("sample");
  if (sample !== undefined && !/^[1-9]\d*$/.test(sample)) throw new UsageError("--sample 须为正整数");
  return { passphraseFile: text("passphrase-file"), snapshot: text("snapshot"), force: options.get("force") === true, sample: sample ? Number(sample) : undefined };
}

async function backupFamily(command: "backup" | "restore" | "verify", args: string[]): Promise<number> {
  const { positional, options } = parseArgs(args);
  const chosen = backupOptions(options);
  const { backupCommand, restoreCommand, verifyCommand } = await import("./modules/backup/backup-commands.js");
  if (command === "backup") {
    const to = options.get("to");
    if (typeof to !== "string" || !to) throw new UsageError("需要 --to <目录 | s3://bucket/prefix>");
    await backupCommand(to, chosen);
    return 0;
  }
  if (positional.length !== 1) throw new UsageError(`${command} 需要备份位置 / needs the backup's location`);
  if (command === "restore") {
    await restoreCommand(positional[0], chosen);
    return 0;
  }
  return verifyCommand(positional[0], chosen);
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case "serve":
      await import("./main.js");
      return 0;
    case "worker":
      await import("./worker-main.js");
      return 0;
    case "migrate":
      await migrate();
      return 0;
    case "user:create":
      await createUserCommand(args);
      return 0;
    case "user:reset-password":
      await resetPasswordCommand(args);
      return 0;
    case "config:get":
    case "config:set":
      await configCommand(command, args);
      return 0;
    case "backup":
    case "restore":
    case "verify":
      return backupFamily(command, args);
    case "import:moredoc":
    case "import:moredoc:check": {
      const { checkMoredocCommand, importMoredocCommand, moredocOptions } = await import("./import/moredoc/commands.js");
      const chosen = moredocOptions(parseArgs(args).options);
      if (typeof chosen === "string") throw new UsageError(chosen);
      return command === "import:moredoc" ? importMoredocCommand(chosen) : checkMoredocCommand(chosen);
    }
    case undefined:
    case "help":
    case "--help":
    case "-h":
      console.log(usage);
      return command === undefined ? 1 : 0;
    default:
      console.error(`未知命令 / unknown command: ${command}\n\n${usage}`);
      return 1;
  }
}

try {
  const code = await main(process.argv.slice(2));
  if (code !== 0) process.exitCode = code;
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else if (error instanceof AppError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
}
