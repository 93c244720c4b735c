import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { hashUserData, relayFacebookEvent } from './relay-facebook-event';

describe('hashUserData', () => {
  it('normalises before hashing', () => {
    const a = hashUserData([' Jo@Example.com '], ['0412 345 678'], 'AU');
    const b = hashUserData(['jo@example.com'], ['+61412345678'], 'AU');
    expect(a).toEqual(b);
    expect(a.em[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(a)).not.toContain('example.com');
  });
});

describe('relayFacebookEvent', () => {
  it('posts hashed user data to the pixel and returns the status', async () => {
    let received: { url?: string; body?: string } = {};
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received = { url: req.url, body };
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const status = await relayFacebookEvent(
      { pixelId: 'px1', accessToken: 'tok', apiUrl },
      {
        eventName: 'Lead',
        eventId: 'e1',
        emails: ['jo@example.com'],
        phones: [],
        products: [{ id: 'T1' }],
        value: 1,
        currency: 'AUD',
      },
      { country: 'AU', url: 'http://x/cars/a', userAgent: 'ua', ip: null },
    );
    server.close();
    expect(status).toBe(200);
    expect(received.url).toBe('/px1/events?access_token=tok');
    expect(received.body).not.toContain('jo@example.com');
    expect(JSON.parse(received.body!).data[0]).toMatchObject({
      event_name: 'Lead',
      event_id: 'e1',
      action_source: 'website',
    });
  });

  it('logs and returns null when Meta cannot be reached', async () => {
    const status = await relayFacebookEvent(
      { pixelId: 'px', accessToken: 't', apiUrl: 'http://127.0.0.1:9' },
      { eventName: 'Lead', eventId: 'e', emails: [], phones: [], products: [] },
      { country: 'NZ', url: null, userAgent: null, ip: null },
    );
    expect(status).toBeNull();
  });
});
