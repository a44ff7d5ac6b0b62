import type { AppContext } from "../../context.js";
import { AppError, internal } from "../../http/errors.js";
import { sendMail } from "../mail/send-mail.js";

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * After the email settings are saved: when mail is enabled and a test address is set, sends a test mail
 * with the saved settings. A failure is a 500 carrying the SMTP error.
 */
export async function sendTestMailIfRequested(ctx: AppContext): Promise<void> {
  if (!(await ctx.settings.bool("email", "enable"))) return;
  const to = (await ctx.settings.get("email", "test_email")).trim();
  if (!to) return;
  const sitename = await ctx.settings.get("system", "sitename");
  try {
    await sendMail(ctx, {
      to,
      subject: `${sitename} 测试邮件`,
      html: `<p>这是一封来自「${escapeHtml(sitename)}」的测试邮件。收到它说明邮件服务配置正确。</p>`,
      text: `这是一封来自「${sitename}」的测试邮件。收到它说明邮件服务配置正确。`,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw internal(`测试邮件发送失败：${(error as Error).message}`);
  }
}
