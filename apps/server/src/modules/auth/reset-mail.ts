import type { MailMessage } from "../mail/send-mail.js";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The password-reset mail: the link, how long it works, and what to do if the reader did not ask for it. */
export function resetMail(options: { to: string; sitename: string; username: string; link: string; minutes: number }): MailMessage {
  const { sitename, username, link, minutes } = options;
  const subject = `【${sitename}】找回密码`;
  const text = [
    `${username}，您好：`,
    `您正在找回 ${sitename} 的登录密码，请在 ${minutes} 分钟内打开以下链接设置新密码（链接只能使用一次）：`,
    link,
    "如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。",
  ].join("\n\n");
  const html = [
    `<p>${escapeHtml(username)}，您好：</p>`,
    `<p>您正在找回 ${escapeHtml(sitename)} 的登录密码，请在 ${minutes} 分钟内点击以下链接设置新密码（链接只能使用一次）：</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    "<p>如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。</p>",
  ].join("\n");
  return { to: options.to, subject, html, text };
}
