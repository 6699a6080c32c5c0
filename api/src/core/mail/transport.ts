import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
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
        await transporter.sendMail({ from: opts.from, ...message });
      },
      close: () => transporter.close(),
    };
  }
  const dir = path.join(opts.dataDir, 'outbox');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transporter.sendMail({ from: opts.from, ...message });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      // The file, not the links: a log line outlives the single-use token it would carry.
      opts.logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox (SMTP_URL unset)');
    },
    close: () => transporter.close(),
  };
}
