import { renderToString } from 'preact-render-to-string';
import { useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, expect, test, vi } from 'vitest';
import { markFirstRenderDone, markHydrating } from './first-render.ts';
import { afterHydration, HydrateLater } from './hydrate-later.tsx';

const hydrated: string[] = [];

function Counter({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    hydrated.push(name);
  }, [name]);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {name} {clicks}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter name="reader" />
      <ul>
        <HydrateLater>
          <li>
            <Counter name="first card" />
          </li>
        </HydrateLater>
        <HydrateLater>
          <li>
            <Counter name="second card" />
          </li>
        </HydrateLater>
      </ul>
    </main>
  );
}

afterEach(() => {
  hydrated.length = 0;
  document.body.innerHTML = '';
});

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent?.startsWith(name));

test('parts keep the server markup while the page hydrates, then hydrate one after another', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const drawn = renderToString(<Page />);
  container.innerHTML = drawn;

  markHydrating();
  hydrateRoot(container, <Page />);
  markFirstRenderDone();
  const done = new Promise<void>((resolve) => afterHydration(resolve));

  expect(container.innerHTML).toBe(drawn);
  button('second card')?.click();
  await Promise.resolve();
  expect(button('second card')?.textContent).toBe('second card 0');

  await done;
  // Preact runs effects after the next frame: waited for, not timed.
  await vi.waitFor(() => expect(hydrated).toEqual(['reader', 'first card', 'second card']));
  expect(container.innerHTML).toBe(drawn);
  button('second card')?.click();
  button('reader')?.click();
  await vi.waitFor(() => expect(button('second card')?.textContent).toBe('second card 1'));
  expect(button('reader')?.textContent).toBe('reader 1');
  expect(container.querySelectorAll('li')).toHaveLength(2);
});

test('after the first render a part draws at once', () => {
  markFirstRenderDone();
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<Page />);
  expect(container.querySelectorAll('li button')).toHaveLength(2);
});
