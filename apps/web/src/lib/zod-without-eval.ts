// The site's Content-Security-Policy has no 'unsafe-eval'. Zod probes for eval with
// `new Function` when it makes an object schema (to compile a faster parser), and Chromium
// reports each refused probe as a policy breach even though zod catches it. Without the
// compiled parser a form's few fields parse just as fast. Imported first by the entry, before
// any module makes a schema. Zod keeps its settings in this global (zod/v4/core/core.js) and
// reads it when it loads; `z.config()` would do the same but put zod's core into the entry
// chunk (3.6 KB gzip), where no page needs it. zod-without-eval.test.ts checks zod sees it.
const settings = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
settings.__zod_globalConfig ??= {};
settings.__zod_globalConfig.jitless = true;
