import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the text part. */
  links: string[];
  replyTo: string[];
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail (already received or to come) to `to` that matches. */
  waitFor(to: string, match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  clear(): void;
  stop(): Promise<void>;
}

function toReceived(parsed: ParsedMail): ReceivedMail {
  const addresses = [parsed.to].flat().flatMap((a) => (a ? a.value.map((v) => (v.address ?? '').toLowerCase()) : []));
  const text = parsed.text ?? '';
  return {
    to: addresses,
    subject: parsed.subject ?? '',
    text,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    links: text.match(/https?:\/\/\S+/g) ?? [],
    replyTo: parsed.replyTo ? parsed.replyTo.value.map((v) => (v.address ?? '').toLowerCase()) : [],
    attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })),
  };
}

/** A real SMTP peer on loopback that keeps what it receives. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const waiters: { to: string; match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = toReceived(parsed);
          mails.push(mail);
          for (const w of [...waiters]) {
            if (mail.to.includes(w.to) && w.match(mail)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(mail);
            }
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(to, match = () => true, timeoutMs = 10_000) {
      const want = to.toLowerCase();
      const found = mails.find((m) => m.to.includes(want) && match(m));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ to: want, match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    clear: () => void mails.splice(0, mails.length),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
