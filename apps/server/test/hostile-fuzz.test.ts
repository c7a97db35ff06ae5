import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, signedInUser } from './accounts.ts';
import { buildTestApp, type TestApp } from './build.ts';
import { type FuzzRoute, hostileRequest, routesOf, seededRandom } from './fuzz/hostile-requests.ts';
import { editorUser } from './library/editor.ts';

/**
 * Hostile requests over every route of the OpenAPI document (and better-auth's, files and
 * pages): NUL bytes, broken characters, huge and deep bodies, wrong types, path traversal,
 * broken multipart. None may answer 5xx or go unanswered, and the server must still work after.
 * CI runs a short form; `npm run test:fuzz` runs 10,000 (FUZZ_REQUESTS and FUZZ_SEED change it).
 */
const total = Number(process.env.FUZZ_REQUESTS ?? 1500);
const seed = Number(process.env.FUZZ_SEED ?? 19);
const parallel = 8;
const perRequestMs = 10_000;

describe(`${total} hostile requests (seed ${seed})`, () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof signedInUser>>;
  let editor: Awaited<ReturnType<typeof editorUser>>;
  let routes: FuzzRoute[];

  beforeAll(async () => {
    t = await buildTestApp();
    member = await signedInUser(t, 'fuzz_member');
    editor = await editorUser(t, 'fuzz_editor');
    routes = routesOf(t.app.swagger() as Parameters<typeof routesOf>[0]);
  });
  afterAll(() => t.close());

  it(
    'answers every one with less than 500, in time, and stays healthy',
    async () => {
      const random = seededRandom(seed);
      const requests = Array.from({ length: total }, () => {
        const route = random.pick(routes);
        const cookie = random.pick([null, member.cookie, editor.cookie]);
        return { route, options: hostileRequest(random, route, t.config.publicUrl, cookie) };
      });
      const failures: string[] = [];
      let next = 0;
      const worker = async () => {
        while (next < requests.length) {
          const { route, options } = requests[next++] as (typeof requests)[number];
          let timer: NodeJS.Timeout | undefined;
          const timeout = new Promise<'hang'>((resolve) => {
            timer = setTimeout(() => resolve('hang'), perRequestMs);
          });
          const outcome = await Promise.race([t.app.inject(options), timeout]).finally(() =>
            clearTimeout(timer),
          );
          const where = `${route.method} ${route.path} as ${String(options.url).slice(0, 120)}`;
          if (outcome === 'hang') failures.push(`no answer in ${perRequestMs} ms: ${where}`);
          else if (outcome.statusCode >= 500)
            failures.push(`${outcome.statusCode}: ${where}: ${outcome.body.slice(0, 200)}`);
        }
      };
      await Promise.all(Array.from({ length: parallel }, worker));
      expect(failures).toEqual([]);

      expect((await t.app.inject('/api/health')).statusCode).toBe(200);
      const signIn = await authPost(t, '/sign-in/email', { email: member.email, password: member.password });
      expect(signIn.statusCode).toBe(200);
      const profile = await t.app.inject({ url: '/api/profile', headers: { cookie: member.cookie } });
      expect(profile.statusCode).toBe(200);
    },
    Math.max(60_000, total * 40),
  );
});
