import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fetchHeaders } from '../lib/fetch-headers.ts';
import { HttpError } from '../lib/http-errors.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  username: string | null;
  role: 'user' | 'editor';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in user of a request, or null. */
    sessionUser(request: FastifyRequest): Promise<SessionUser | null>;
    /** The signed-in user of a request; answers 401 otherwise. */
    requireUser(request: FastifyRequest): Promise<SessionUser>;
    /** A signed-in editor (granted by `npm run admin -- grant-editor`); 401 or 403 otherwise. */
    requireEditor(request: FastifyRequest): Promise<SessionUser>;
  }
}

/** The visitors looked up during one page's render, by their cookie. */
const lookedUp = new AsyncLocalStorage<Map<string, Promise<SessionUser | null>>>();

/**
 * Runs `render`, in which every API request made as the visitor (a page's loaders call the API
 * once each) shares one lookup of their session: the session and its user are two queries, and
 * a member's deck page asked for them twice, a fifth of its queries.
 */
export function withOneSessionLookup<T>(render: () => Promise<T>): Promise<T> {
  return lookedUp.run(new Map(), render);
}

export const sessionPlugin = fp(
  async (app) => {
    const lookUp = async (request: FastifyRequest): Promise<SessionUser | null> => {
      const session = await app.auth.api.getSession({ headers: fetchHeaders(request) });
      if (!session || session.user.disabled) return null;
      const { id, email, name, image, username, role } = session.user;
      return {
        id,
        email,
        name,
        image: image ?? null,
        username: username ?? null,
        role: role === 'editor' ? 'editor' : 'user',
      };
    };
    app.decorate('sessionUser', (request: FastifyRequest) => {
      const render = lookedUp.getStore();
      const cookie = request.headers.cookie;
      if (!render || cookie === undefined) return lookUp(request);
      let user = render.get(cookie);
      if (!user) {
        user = lookUp(request);
        render.set(cookie, user);
      }
      return user;
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const user = await app.sessionUser(request);
      if (!user) throw new HttpError(401, 'unauthorized', 'Please sign in first.');
      return user;
    });
    app.decorate('requireEditor', async (request: FastifyRequest) => {
      const user = await app.requireUser(request);
      if (user.role !== 'editor') throw new HttpError(403, 'forbidden', 'Only editors can do this.');
      return user;
    });
  },
  { name: 'session', dependencies: ['auth'] },
);

/**
 * Editor endpoints check the session before anything else, so a signed-out visitor always gets
 * 401 and a non-editor 403, whatever the body holds (and an upload is refused before it is read).
 * Call `install` in the editor routes' own plugin; `editor(request)` returns who was let in.
 */
export function editorGuard(app: FastifyInstance) {
  const editors = new WeakMap<FastifyRequest, SessionUser>();
  return {
    install() {
      app.addHook('onRequest', async (request) => {
        editors.set(request, await app.requireEditor(request));
      });
    },
    editor(request: FastifyRequest): SessionUser {
      const user = editors.get(request);
      if (!user) throw new Error('editor routes must install the editor guard');
      return user;
    },
  };
}
