import './zod-without-eval.ts';
import { afterEach, expect, test, vi } from 'vitest';
import { z } from 'zod';

afterEach(() => {
  vi.restoreAllMocks();
});

test('zod takes the setting and never probes for eval when it makes and uses a schema', () => {
  const makeFunction = vi.spyOn(globalThis, 'Function');
  const schema = z.object({ title: z.string().min(1), pages: z.number().int() });
  expect(schema.parse({ title: 'Cardiac cycle', pages: 12 })).toEqual({ title: 'Cardiac cycle', pages: 12 });
  expect(schema.safeParse({ title: '', pages: 1.5 }).error?.issues).toHaveLength(2);
  expect(z.config().jitless).toBe(true);
  expect(makeFunction).not.toHaveBeenCalled();
});
