import { number, password, text, toggle, type SettingGroup } from "./types.js";

/** /admin/config/backup: the daily backup of the database and every stored file (modules/backup, docs/backup.md). */
export const backupGroup: SettingGroup = {
  category: "backup",
  title: "备份",
  fields: [
    toggle("enable", "启用定时备份", false, { help: "每天在设定的时间备份数据库和全部文件；集群中只有一个进程执行" }),
    text("time", "每天备份时间", "03:30", {
      format: "time",
      help: "24 小时制，如 03:30；按服务器所在时区（环境变量 TZ，未设置时为系统时区）计算",
    }),
    text("target", "备份位置", "", {
      format: "backup-target",
      help: "服务器上以 / 开头的目录（须可写，只有运行 Wenku 的用户能读），或 s3://存储桶/前缀：S3 使用本站的 WENKU_S3_* 环境变量（地址、地域、密钥）",
    }),
    number("keep", "保留份数", 7, { min: 1, max: 365, help: "每次成功备份后只保留最近这么多份，更早的备份及不再被引用的文件会被删除" }),
    password("passphrase", "加密口令", {
      help: "可选，至少 8 个字符：设置后备份用 age 加密，恢复时须提供同一口令；一个备份位置从第一次备份起就固定为加密或不加密",
    }),
  ],
};
