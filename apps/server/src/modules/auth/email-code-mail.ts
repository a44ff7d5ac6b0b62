import type { MailMessage } from "../mail/send-mail.js";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The registration code mail: the code, how long it works, and what to do if the reader did not ask for it. */
export function registerCodeMail(options: { to: string; sitename: string; code: string; minutes: number }): MailMessage {
  const { sitename, code, minutes } = options;
  const subject = `【${sitename}】注册验证码`;
  const intro = (name: string) => `您正在注册 ${name} 的账号，邮箱验证码为：`;
  const validity = `验证码 ${minutes} 分钟内有效，只能使用一次，请勿告诉他人。`;
  const ignore = "如果这不是您本人的操作，请忽略本邮件。";
  const text = ["您好：", `${intro(sitename)}${code}`, validity, ignore].join("\n\n");
  const html = [
    "<p>您好：</p>",
    `<p>${intro(escapeHtml(sitename))}<strong style="font-size:20px;letter-spacing:4px">${code}</strong></p>`,
    `<p>${validity}</p>`,
    `<p>${ignore}</p>`,
  ].join("\n");
  return { to: options.to, subject, html, text };
}
