import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where the recipient's answer goes (the sender of a quote), the From staying the application's. */
  replyTo?: string | null;
  attachment?: MailAttachment | null;
}

/** nodemailer's options for a message: the attachment, when there is one, as a buffer. */
function nodemailerMessage(from: string, m: MailMessage) {
  return {
    from,
    to: m.to,
    subject: m.subject,
    html: m.html,
    text: m.text,
    ...(m.replyTo ? { replyTo: m.replyTo } : {}),
    ...(m.attachment
      ? { attachments: [{ filename: m.attachment.filename, contentType: m.attachment.contentType, content: m.attachment.content }] }
      : {}),
  };
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/outbox, whose path is logged. */
export function createMailTransport(opts: { smtpUrl?: string; from: string; dataDir: string; logger: Logger }): MailTransport {
  if (opts.smtpUrl) {
    const transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transporter.sendMail(nodemailerMessage(opts.from, message));
      },
      close: () => transporter.close(),
    };
  }
  const dir = path.join(opts.dataDir, 'outbox');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transporter.sendMail(nodemailerMessage(opts.from, message));
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      // The file, not the links: a log line outlives the single-use token it would carry.
      opts.logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox (SMTP_URL unset)');
    },
    close: () => transporter.close(),
  };
}
