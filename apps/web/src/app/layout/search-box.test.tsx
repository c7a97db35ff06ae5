import type { Suggestion } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { searchLimits } from '@medshelf/shared/search-limits';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderInApp, stubServer } from '../../../test/render.tsx';
import { reportNetworkFailure, reportNetworkSuccess } from '../../lib/connectivity.ts';
import { SearchBox } from './search-box.tsx';

const suggestion = (title: string, href: string): Suggestion => ({
  kind: 'deck',
  label: [{ text: title, match: false }],
  detail: 'Cardiology',
  href,
});
const suggestions = [
  suggestion('Cardiac cycle', '/slide/a'),
  suggestion('Cardiac output', '/slide/b'),
  suggestion('Cardiology basics', '/slide/c'),
];

/** The server's suggestions, and the words each request asked about. */
function suggestServer(answer: () => Response = () => json({ query: 'card', items: suggestions })) {
  const asked: string[] = [];
  stubServer((url) => {
    if (url.pathname !== '/api/search/suggest') return json({}, 404);
    asked.push(url.searchParams.get('q') ?? '');
    return answer();
  });
  return asked;
}

/** A user on a clock the test moves on: a pause in typing takes no real time. */
function pausingUser() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Types, then pauses long enough for the box to ask. */
async function typeAndPause(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(box(), text);
  await act(() => vi.advanceTimersByTimeAsync(searchLimits.suggestDebounceMs));
}

const box = () => screen.getByRole('combobox');
const status = () => screen.getByRole('status');

// Connectivity is module state: each test starts online, and no probe is left pending.
beforeEach(() => reportNetworkSuccess());
afterAll(() => reportNetworkSuccess());

describe('the search box', () => {
  it('asks about the words once typing pauses, and never about one letter', async () => {
    const asked = suggestServer();
    renderInApp(<SearchBox />);
    const user = pausingUser();

    await user.type(box(), 'c');
    await act(() => vi.advanceTimersByTimeAsync(searchLimits.suggestDebounceMs * 2));
    expect(asked).toEqual([]);

    await typeAndPause(user, 'ard');
    await screen.findAllByRole('option');
    expect(asked).toEqual(['card']);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(status().textContent).toBe('3 suggestions. Use the up and down arrows to choose one.');
  });

  it('offers popular searches while the box is focused and empty, and opens the one chosen', async () => {
    stubServer((url) =>
      url.pathname === '/api/search/popular'
        ? json({ queries: ['cardiac murmur', 'renal physiology'] })
        : json({}, 404),
    );
    renderInApp(<SearchBox />);
    const user = userEvent.setup();
    await user.click(box());
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'cardiac murmurPopular search',
      'renal physiologyPopular search',
    ]);
    expect(status().textContent).toBe('2 suggestions. Use the up and down arrows to choose one.');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect((await screen.findByTestId('location')).textContent).toBe(paths.search('renal physiology'));
  });

  it('moves through the list with the arrows, wrapping, and Enter opens the chosen one', async () => {
    suggestServer();
    renderInApp(<SearchBox />);
    const user = pausingUser();
    await typeAndPause(user, 'card');
    const options = await screen.findAllByRole('option');
    const activeId = () => box().getAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(activeId()).toBe(options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(activeId()).toBe(options[2]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeId()).toBe(options[1]?.id);

    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('location')).textContent).toBe('/slide/b');
  });

  it('closes on a first Escape and keeps the words; Enter then searches for them', async () => {
    suggestServer();
    renderInApp(<SearchBox />);
    const user = pausingUser();
    await typeAndPause(user, 'card');
    await screen.findAllByRole('option');

    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect((box() as HTMLInputElement).value).toBe('card');

    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('location')).textContent).toBe(paths.search('card'));
  });

  it('says when nothing matches and when the suggestions failed', async () => {
    let answer = json({ query: 'zzz', items: [] });
    suggestServer(() => answer);
    renderInApp(<SearchBox />);
    const user = pausingUser();

    await typeAndPause(user, 'zzz');
    await waitFor(() =>
      expect(status().textContent).toBe('No suggestions for “zzz”. Press Enter to search everything.'),
    );

    answer = json({ code: 'internal', message: 'Something went wrong' }, 500);
    await typeAndPause(user, 'y');
    await waitFor(() =>
      expect(status().textContent).toBe('Suggestions could not load. Press Enter to search.'),
    );
  });

  it('asks nothing while offline and says so', async () => {
    const asked = suggestServer();
    reportNetworkFailure();
    renderInApp(<SearchBox />);
    const user = pausingUser();

    await user.type(box(), 'card');
    await act(() => vi.advanceTimersByTimeAsync(searchLimits.suggestDebounceMs * 2));
    expect(asked).toEqual([]);
    expect(status().textContent).toBe('You are offline. Suggestions will show when you are back online.');
  });
});
