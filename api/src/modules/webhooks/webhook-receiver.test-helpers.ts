import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; createdAt: string; companyId: string; data: any };
  at: number;
}

/**
 * An integrator's receiver on loopback: records every POST and answers what `answer` says (200 by default), so a test
 * can make it fail, hang or come back.
 */
export interface Receiver {
  url: string;
  received: Received[];
  answer: (r: Received) => number | 'hang';
  /** How long each answer takes (a receiver doing some work), so that concurrent senders overlap. */
  delayMs: number;
  /** The first `n` requests matching `match`, waiting up to `ms` for them. */
  wait(n: number, match?: (r: Received) => boolean, ms?: number): Promise<Received[]>;
  stop(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const r: Received = { headers: req.headers, body, json: JSON.parse(body), at: Date.now() };
      received.push(r);
      const status = receiver.answer(r);
      if (status === 'hang') return void hanging.push(res);
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(status < 300 ? 'ok' : `refusé ${status}`);
      }, receiver.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver: Receiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    answer: () => 200,
    delayMs: 0,
    async wait(n, match = () => true, ms = 15_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = received.filter(match);
        if (found.length >= n) return found;
        if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${n} deliveries, got ${found.length}: ${received.map((r) => r.json.type)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return receiver;
}

export const ENDPOINT_FIELDS = 'id url description events active createdAt lastDeliveryStatus lastDeliveryAt failedLastDay';
export const CREATE_ENDPOINT = `mutation ($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ${ENDPOINT_FIELDS} } } }`;
export const DELIVERY_FIELDS =
  'id eventId eventType status attempts lastAttemptAt nextAttemptAt deliveredAt responseStatus responseExcerpt lastError replayOf';
