import { createServer, type Server } from 'node:http';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

export interface OAuthIdentity {
  sub: string;
  email: string;
  name: string;
}

/**
 * A real OAuth 2 / OpenID Connect server on loopback (oauth2-mock-server) standing in for
 * Google and Facebook. It signs in whoever a test last registered with POST /test/identity,
 * which is how a test chooses "a new user" or "a returning user".
 */
export async function startOAuthPeer(port: number): Promise<Server> {
  const issuer = new OAuth2Issuer();
  issuer.url = `http://127.0.0.1:${port}`;
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  let identity: OAuthIdentity = { sub: 'nobody', email: 'nobody@example.com', name: 'Nobody' };

  service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      sub: identity.sub,
      email: identity.email,
      email_verified: true,
      name: identity.name,
    });
  });
  service.on('beforeUserinfo', (response) => {
    response.body = {
      sub: identity.sub,
      id: identity.sub,
      email: identity.email,
      email_verified: true,
      name: identity.name,
    };
  });

  const server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/test/identity') {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        identity = JSON.parse(body) as OAuthIdentity;
        response.writeHead(204).end();
      });
      return;
    }
    service.requestHandler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
