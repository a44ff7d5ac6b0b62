import net from "node:net";
import nodemailer from "nodemailer";
import type { AppContext } from "../../context.js";
import { internal } from "../../http/errors.js";
import { outboundPolicy } from "../../outbound/outbound-policy.js";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text?: string;
}

/**
 * Sends one mail through the SMTP server of the email.* settings. It does not look at `email.enable`:
 * callers that offer mail to users check that switch, while the back office may send a test mail first.
 * `is_tls` means implicit TLS (usually port 465); without it the server may still upgrade with STARTTLS.
 * The host goes through the outbound guard: the connection is made to the address it checked, the certificate
 * still checked against the host name.
 */
export async function sendMail(ctx: AppContext, message: MailMessage): Promise<void> {
  const settings = await ctx.settings.group("email");
  const host = (settings.host ?? "").trim();
  if (!host) throw internal("邮件服务未配置 SMTP 服务器");
  const username = (settings.username ?? "").trim();
  const password = settings.password ?? "";
  const port = Number(settings.port) || 465;
  let address: string;
  try {
    const addresses = await (await outboundPolicy(ctx)).checkedAddresses(host, port);
    // IPv4 first, as nodemailer itself would connect.
    address = addresses.find((a) => net.isIPv4(a)) ?? addresses[0];
  } catch (error) {
    ctx.log.warn("mail not sent", { to: message.to, err: error });
    throw internal(`邮件发送失败：${(error as Error).message}`);
  }
  const transport = nodemailer.createTransport({
    host: address,
    port,
    tls: net.isIP(host) ? undefined : { servername: host },
    secure: settings.is_tls === "true",
    auth: username && password ? { user: username, pass: password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  try {
    await transport.sendMail({
      from: { name: settings.from_name || "文库", address: username || `no-reply@${host}` },
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
    });
  } catch (error) {
    ctx.log.warn("mail not sent", { to: message.to, err: error });
    throw internal(`邮件发送失败：${(error as Error).message}`);
  } finally {
    transport.close();
  }
}
