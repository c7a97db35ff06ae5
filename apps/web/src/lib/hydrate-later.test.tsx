import { renderToString } from 'preact-render-to-string';
import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, expect, test, vi } from 'vitest';
import { markFirstRenderDone } from './first-render.ts';
import { afterHydration, beginHydration, HydrateLater, HydrateListLater } from './hydrate-later.tsx';

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

  beginHydration();
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

/** Notes its first render and its effect, so a test can see what ran before what. */
function Noted({ name, order }: { name: string; order: string[] }) {
  const [first] = useState(() => {
    order.push(`${name} drawn`);
    return true;
  });
  useEffect(() => {
    order.push(`${name} effect`);
  }, [name, order]);
  return <p>{first ? name : null}</p>;
}

function PageInParts({ order }: { order: string[] }) {
  return (
    <main>
      <Noted name="page" order={order} />
      <HydrateLater>
        <section>
          <Noted name="reader" order={order} />
        </section>
      </HydrateLater>
      <HydrateLater>
        <section>
          <Noted name="comments" order={order} />
        </section>
      </HydrateLater>
    </main>
  );
}

test("each part's effects run before the next part hydrates, not all together after a frame", async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<PageInParts order={[]} />);
  const order: string[] = [];

  beginHydration();
  hydrateRoot(container, <PageInParts order={order} />);
  markFirstRenderDone();
  await new Promise<void>((resolve) => afterHydration(resolve));

  await vi.waitFor(() => expect(order).toHaveLength(6));
  expect(order).toEqual([
    'page drawn',
    'page effect',
    'reader drawn',
    'reader effect',
    'comments drawn',
    'comments effect',
  ]);
});

test('after the first render a part draws at once', () => {
  markFirstRenderDone();
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<Page />);
  expect(container.querySelectorAll('li button')).toHaveLength(2);
});

function Disclosure({ name }: { name: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(true)}>
        {name}
      </button>
      {open ? <p id={id}>{name} opened</p> : null}
    </div>
  );
}

function PageWithIds() {
  return (
    <main>
      <HydrateLater>
        <header>
          <Disclosure name="menu" />
        </header>
      </HydrateLater>
      <Disclosure name="thumbnails" />
    </main>
  );
}

// Drawn as the server draws, before any test has hydrated a page.
const drawnWithIds = renderToString(<PageWithIds />);

test('ids inside and after a part are those the server drew', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = drawnWithIds;

  beginHydration();
  hydrateRoot(container, <PageWithIds />);
  markFirstRenderDone();
  await new Promise<void>((resolve) => afterHydration(resolve));

  for (const name of ['menu', 'thumbnails']) {
    button(name)?.click();
    const controlled = button(name)?.getAttribute('aria-controls') ?? '';
    await vi.waitFor(() => expect(document.getElementById(controlled)?.textContent).toBe(`${name} opened`));
  }
});

/** A page that draws again as soon as it has hydrated, as a deck page does when it corrects its address. */
function PageDrawnAgain() {
  const [, setDrawnAgain] = useState(false);
  useEffect(() => setDrawnAgain(true), []);
  return (
    <main>
      <HydrateLater>
        <header>
          <Disclosure name="menu" />
        </header>
      </HydrateLater>
      <HydrateLater>
        <section>
          <Disclosure name="thumbnails" />
        </section>
      </HydrateLater>
    </main>
  );
}

const drawnAgain = renderToString(<PageDrawnAgain />);

test('a part whose page draws again before its turn still hydrates in its turn, with the ids the server drew', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = drawnAgain;

  beginHydration();
  hydrateRoot(container, <PageDrawnAgain />);
  markFirstRenderDone();
  await new Promise<void>((resolve) => afterHydration(resolve));

  expect(container.innerHTML).toBe(drawnAgain);
  for (const name of ['menu', 'thumbnails']) {
    button(name)?.click();
    const controlled = button(name)?.getAttribute('aria-controls') ?? '';
    await vi.waitFor(() => expect(document.getElementById(controlled)?.textContent).toBe(`${name} opened`));
  }
});

/** Presses a button as soon as the part it is in has hydrated (its layout effect). */
function PressOnHydrate({ name }: { name: string }) {
  useLayoutEffect(() => {
    button(name)?.click();
  }, [name]);
  return null;
}

function PageWithNestedParts() {
  return (
    <main>
      <HydrateLater>
        <header>
          <Counter name="logo" />
          <HydrateLater>
            <nav>
              <Counter name="search" />
            </nav>
          </HydrateLater>
          <PressOnHydrate name="search" />
        </header>
      </HydrateLater>
      <Counter name="reader" />
    </main>
  );
}

test('a part inside a part hydrates in a turn of its own, after the outer part', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const drawn = renderToString(<PageWithNestedParts />);
  container.innerHTML = drawn;

  beginHydration();
  hydrateRoot(container, <PageWithNestedParts />);
  markFirstRenderDone();
  await new Promise<void>((resolve) => afterHydration(resolve));

  await vi.waitFor(() => expect(hydrated).toEqual(['reader', 'logo', 'search']));
  // Pressed when the outer part hydrated, the inner one was still the server's markup.
  expect(button('search')?.textContent).toBe('search 0');
  expect(container.innerHTML).toBe(drawn);
  button('search')?.click();
  await vi.waitFor(() => expect(button('search')?.textContent).toBe('search 1'));
});

const shelf = [
  { id: 'anatomy', title: 'Gray’s Anatomy' },
  { id: 'physiology', title: 'Guyton Physiology' },
  { id: 'pathology', title: 'Robbins Pathology' },
];

/** As `/book`: the server draws every book; the browser narrows them to the visitor's subjects. */
function Shelf({ narrowTo }: { narrowTo?: string }) {
  const [books, setBooks] = useState(shelf);
  useEffect(() => {
    if (narrowTo) setBooks(shelf.filter((book) => book.id === narrowTo));
  }, [narrowTo]);
  return (
    <main>
      <HydrateListLater itemIds={books.map((book) => book.id)}>
        <ul>
          {books.map((book) => (
            <HydrateLater key={book.id}>
              <li>
                <a href={`/bookdetails/${book.id}`} aria-label={`Open ${book.title}`}>
                  {book.title}
                </a>
              </li>
            </HydrateLater>
          ))}
        </ul>
      </HydrateListLater>
    </main>
  );
}

test('a list whose items change before its turn is drawn anew, not hydrated over the other items', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Shelf />);

  beginHydration();
  hydrateRoot(container, <Shelf narrowTo="pathology" />);
  markFirstRenderDone();
  await new Promise<void>((resolve) => afterHydration(resolve));

  await vi.waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(1));
  const link = container.querySelector('a');
  expect(link?.textContent).toBe('Robbins Pathology');
  expect(link?.getAttribute('href')).toBe('/bookdetails/pathology');
  expect(link?.getAttribute('aria-label')).toBe('Open Robbins Pathology');
});

test('a list whose items stay those drawn hydrates the server markup in its turn', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const drawn = renderToString(<Shelf />);
  container.innerHTML = drawn;
  const first = container.querySelector('li');

  beginHydration();
  hydrateRoot(container, <Shelf />);
  markFirstRenderDone();
  await new Promise<void>((resolve) => afterHydration(resolve));

  expect(container.innerHTML).toBe(drawn);
  expect(container.querySelector('li')).toBe(first);
});
