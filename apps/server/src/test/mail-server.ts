import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

export interface MailServer {
  inbox: Mail[];
  port: number;
  /** The `email` settings that send through this server. */
  settings: Array<[string, string, string]>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The subject and the decoded text of every part of a MIME message. */
export function readMail(raw: string, to: string[]): Mail {
  const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
  const subject = subjectLine
    .replace(/\r?\n[ \t]/g, "")
    .replace(/=\?utf-8\?B\?([^?]+)\?=\s*/gi, (_m, b64: string) => Buffer.from(b64, "base64").toString("utf8"))
    .replace(/=\?utf-8\?Q\?([^?]+)\?=\s*/gi, (_m, qp: string) => decodeQuotedPrintable(qp.replace(/_/g, " ")));
  let text = "";
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join("\n\n");
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    if (encoding === "base64") text += Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ""), "base64").toString("utf8");
    else if (encoding === "quoted-printable") text += decodeQuotedPrintable(body);
    else text += body;
  }
  return { to, subject, text };
}

/** Starts a local SMTP server that accepts any login and collects every mail, decoded, into `inbox`. */
export async function startMailServer(onMail?: (mail: Mail) => void): Promise<MailServer> {
  const inbox: Mail[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = readMail(Buffer.concat(chunks).toString(), session.envelope.rcptTo.map((r) => r.address));
        inbox.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    inbox,
    port,
    settings: [
      ["email", "enable", "true"], ["email", "host", "127.0.0.1"], ["email", "port", String(port)], ["email", "is_tls", "false"],
      ["email", "username", "robot@wenku.test"], ["email", "password", "smtp-secret"],
    ],
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
