import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../plugins/session.ts';

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
