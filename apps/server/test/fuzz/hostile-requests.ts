import type { InjectOptions } from 'fastify';

/** mulberry32: a tiny seeded generator, so a failing run can be replayed from its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof seededRandom>;

/** A route as the OpenAPI document describes it. */
export interface FuzzRoute {
  method: string;
  /** OpenAPI path, with {name} parameters. */
  path: string;
  query: string[];
  /** Property names of a JSON body; null when the route takes no JSON body. */
  body: string[] | null;
  multipart: boolean;
}

interface OpenApiOperation {
  summary?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/**
 * Every operation of the OpenAPI document, but the live event streams (they answer by staying
 * open), plus what the document leaves out: better-auth's routes, stored files and app pages.
 */
export function routesOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    if (path.endsWith('/events')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const json = operation.requestBody?.content?.['application/json']?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: json ? Object.keys(json.properties ?? {}) : null,
        multipart: /multipart/i.test(operation.summary ?? ''),
      });
    }
  }
  const auth = (path: string, body: string[]) => ({
    method: 'POST',
    path,
    query: [],
    body,
    multipart: false,
  });
  routes.push(
    auth('/api/auth/sign-in/email', ['email', 'password']),
    auth('/api/auth/sign-up/email', ['name', 'username', 'email', 'password']),
    auth('/api/auth/request-password-reset', ['email', 'redirectTo']),
    auth('/api/auth/send-verification-email', ['email']),
    auth('/api/auth/reset-password', ['token', 'newPassword']),
    { method: 'GET', path: '/api/auth/get-session', query: [], body: null, multipart: false },
    {
      method: 'GET',
      path: '/api/auth/verify-email',
      query: ['token', 'callbackURL'],
      body: null,
      multipart: false,
    },
    { method: 'GET', path: '/files/{key}', query: [], body: null, multipart: false },
    { method: 'GET', path: '/slidedetails/{id}/{category}/{sub}', query: [], body: null, multipart: false },
    { method: 'GET', path: '/profile/{username}', query: [], body: null, multipart: false },
    { method: 'GET', path: '/dev/outbox', query: [], body: null, multipart: false },
  );
  return routes;
}

const oddText = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x\ud800y',
  '\udfff',
  '\u202eevil\u202c',
  '\u200b\u200d\ufeff',
  'e\u0301\u0301\u0301',
  '😀'.repeat(50),
  '\uffff\ufffe',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u0024{jndi:ldap://x}',
  'null',
  'undefined',
  '-1',
  '0',
  '1e309',
  '9'.repeat(400),
  'a'.repeat(101),
  'a'.repeat(5000),
  'CON',
  'deck.pdf\u0000.png',
];

/** Percent-escapes a client can put in an address, well-formed or not. */
const rawEscapes = ['%00', '%ED%A0%80', '%E0%A4', '%', '%zz', '%2F', '%25', '%C0%AF', '%FF%FE'];

function hostileString(random: Random): string {
  if (random.chance(0.05))
    return random.pick(['a', '\u0000', '\ud800', '[']).repeat(random.pick([20_000, 200_000]));
  return random.pick(oddText);
}

function hostileValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 2 ? 6 : 9)) {
    case 0:
    case 1:
    case 2:
      return hostileString(random);
    case 3:
      return random.pick([0, -1, 1.5, 2 ** 53, -(2 ** 63), Number.MAX_VALUE, 1e-300]);
    case 4:
      return random.pick([true, false, null]);
    case 5:
      return random.pick([[], {}, '', 'x']);
    case 6:
      return Array.from({ length: random.int(4) }, () => hostileValue(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(4) }, () => [hostileString(random), hostileValue(random, depth + 1)]),
      );
  }
}

/** A hostile string escaped for an address (a lone surrogate as the bytes it would be). */
function escaped(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

/** An address part: an escaped hostile string, or raw escapes as a broken client would send. */
function addressPart(random: Random): string {
  if (random.chance(0.25)) return `a${random.pick(rawEscapes)}b`;
  return escaped(hostileString(random)) || 'x';
}

const deep = (levels: number) => `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`;

function jsonBody(random: Random, fields: string[]): { payload: string; type: string } {
  const choice = random.int(10);
  if (choice === 0) return { payload: deep(random.pick([50, 5000, 100_000])), type: 'application/json' };
  if (choice === 1)
    return {
      payload: random.pick(['{', '{"a":}', 'nul', '[1,2', '"\\ud800"', '']),
      type: 'application/json',
    };
  if (choice === 2)
    return {
      payload: hostileString(random),
      type: random.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/xml']),
    };
  if (choice === 3) return { payload: JSON.stringify(hostileValue(random)), type: 'application/json' };
  const body: Record<string, unknown> = {};
  for (const field of fields) if (random.chance(0.7)) body[field] = hostileValue(random);
  if (random.chance(0.2)) body[hostileString(random)] = hostileValue(random);
  const payload = JSON.stringify(body);
  // A prototype-pollution attempt, which JSON.stringify of an object cannot spell.
  if (random.chance(0.1))
    return { payload: payload.replace(/^\{/, '{"__proto__":{"polluted":true},'), type: 'application/json' };
  return { payload, type: 'application/json' };
}

function multipartBody(random: Random): { payload: string | Buffer; type: string } {
  const boundary = 'fuzzboundary';
  const part = (name: string, value: string, filename?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n\r\n${value}\r\n`;
  const fields = [
    'title',
    'description',
    'category',
    'subCategory',
    'tags',
    'allowDownload',
    'name',
    'subject',
  ];
  const good = `${fields.map((f) => part(f, hostileString(random))).join('')}${part('file', '%PDF-1.4 garbage', hostileString(random))}--${boundary}--\r\n`;
  switch (random.int(6)) {
    case 0:
      return { payload: good, type: 'multipart/form-data' };
    case 1:
      return { payload: good, type: 'multipart/form-data; boundary=wrong' };
    case 2:
      return {
        payload: good.slice(0, random.int(good.length)),
        type: `multipart/form-data; boundary=${boundary}`,
      };
    case 3:
      return {
        payload: `--${boundary}\r\nContent-Disposition: garbage\r\n\r\n${'x'.repeat(1000)}`,
        type: `multipart/form-data; boundary=${boundary}`,
      };
    case 4:
      return { payload: good, type: 'application/json' };
    default:
      return { payload: good, type: `multipart/form-data; boundary=${boundary}` };
  }
}

/** One hostile request to `route`, as an anonymous visitor or with the cookie given. */
export function hostileRequest(
  random: Random,
  route: FuzzRoute,
  origin: string,
  cookie: string | null,
): InjectOptions {
  let url = route.path.replace(/\{[^}]+\}/g, () => addressPart(random));
  if (random.chance(0.03)) url = `${url}/${'a'.repeat(5000)}`;
  const names = [...route.query, ...(random.chance(0.3) ? [addressPart(random)] : [])];
  const query = names.filter(() => random.chance(0.6)).map((name) => `${name}=${addressPart(random)}`);
  if (query.length) url = `${url}?${query.join('&')}`;

  const headers: Record<string, string> = {};
  if (random.chance(0.9)) headers.origin = origin;
  else if (random.chance(0.5)) headers.origin = 'https://elsewhere.example';
  if (cookie) headers.cookie = cookie;
  if (random.chance(0.1))
    headers['user-agent'] = hostileString(random)
      .replace(/[^\x20-\x7e]/g, '?')
      .slice(0, 2000);

  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url,
    headers,
    remoteAddress: `10.${random.int(256)}.${random.int(256)}.${random.int(256)}`,
  };
  if (route.method === 'GET' || route.method === 'DELETE') {
    if (random.chance(0.05))
      Object.assign(options, {
        payload: '{"a":1}',
        headers: { ...headers, 'content-type': 'application/json' },
      });
    return options;
  }
  const body = route.multipart ? multipartBody(random) : jsonBody(random, route.body ?? []);
  return { ...options, payload: body.payload, headers: { ...headers, 'content-type': body.type } };
}
