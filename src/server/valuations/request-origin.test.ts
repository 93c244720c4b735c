import { describe, expect, it } from 'vitest';
import { requestOrigin } from './request-origin';

const request = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:3000/api/valuations', { method: 'POST', headers });

describe('requestOrigin', () => {
  it('is the Host the visitor used', () => {
    expect(requestOrigin(request({ host: 'demo.localhost:3000' }))).toBe('http://demo.localhost:3000');
  });

  it("prefers the proxy's forwarded host and protocol", () => {
    expect(
      requestOrigin(
        request({
          host: '10.0.0.5:3000',
          'x-forwarded-host': 'www.dealer.example',
          'x-forwarded-proto': 'https',
        }),
      ),
    ).toBe('https://www.dealer.example');
  });

  it('takes no protocol but http or https from a header', () => {
    expect(requestOrigin(request({ host: 'demo.localhost', 'x-forwarded-proto': 'javascript' }))).toBe(
      'http://demo.localhost',
    );
  });

  it("falls back to the request URL's host", () => {
    expect(requestOrigin(request({}))).toBe('http://127.0.0.1:3000');
  });
});
