import { connect } from 'node:net';
import { deckMessages, peopleMessages } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build.ts';

/**
 * Sends only the head of a request that announces `length` bytes, and a first kilobyte, over a
 * real socket; answers what the server says and whether it closed the connection, without the
 * rest of the body ever being sent.
 */
function announce(port: number, method: string, path: string, length: number, origin: string) {
  return new Promise<{ head: string; body: string; closed: boolean }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ head, body, closed: true });
    });
    socket.write(
      [
        `${method} ${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Origin: ${origin}`,
        'Content-Type: multipart/form-data; boundary=xyz',
        `Content-Length: ${length}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(Buffer.alloc(1024, 0x61));
  });
}

describe('a body larger than the route allows is refused from its Content-Length', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  it.each([
    ['POST', '/api/decks', deckMessages.tooLarge],
    ['PUT', '/api/profile/avatar', peopleMessages.avatarTooLarge],
  ])('%s %s: 413 before the body is read, and the connection closed', async (method, path, message) => {
    const answer = await announce(port, method, path, 150 * 1024 * 1024, t.config.publicUrl);
    expect(answer.head).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'bad_request', message } });
  });
});
