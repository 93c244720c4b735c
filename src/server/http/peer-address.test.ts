import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER, recordPeerAddresses } from './peer-address';

describe('recordPeerAddresses', () => {
  it('replaces a peer address the client sent with the socket address, before the handler runs', async () => {
    recordPeerAddresses();
    const server = createServer((request, response) => response.end(request.headers[PEER_ADDRESS_HEADER]));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { [PEER_ADDRESS_HEADER]: '1.2.3.4', 'x-forwarded-for': '1.2.3.4' },
      });
      expect(await response.text()).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });
});
