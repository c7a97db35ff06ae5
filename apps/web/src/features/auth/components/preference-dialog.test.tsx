import type { Account, TaxonomyResponse } from '@medshelf/shared';
import { limits } from '@medshelf/shared/limits';
import { messages } from '@medshelf/shared/messages';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderInApp, stubServer } from '../../../../test/render.tsx';
import { PreferenceDialog } from './preference-dialog.tsx';

const taxonomy: TaxonomyResponse = {
  subjects: [],
  categories: [],
  faculties: [
    {
      slug: 'mbbs',
      faculty: 'MBBS',
      fullName: 'Bachelor of Medicine',
      image: '/faculties/mbbs.webp',
      fadedImage: '/faculties/mbbs-faded.webp',
      subjects: [],
    },
  ],
};

const newcomer: Account = {
  user: {
    id: 'u1',
    email: 'asha@example.com',
    displayName: 'Asha',
    photoURL: null,
    username: null,
    role: 'user',
  },
  preference: null,
  language: null,
  followerCount: 0,
};

/** The server: the taxonomy, and `onSave` for the preference. */
function server(onSave: () => Response) {
  stubServer((url, init) => {
    if (url.pathname === '/api/taxonomy') return json(taxonomy);
    if (url.pathname === '/api/account/preference' && init?.method === 'PUT') return onSave();
    return json({}, 404);
  });
}

/** A user on a clock the test moves on, so the 2 s of a form message take no real time. */
function userOnTestClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const formMessage = () => screen.getByRole('alert');
const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('the preference dialog', () => {
  it('says what is missing for 2 seconds, then clears it', async () => {
    server(() => json({}, 500));
    renderInApp(<PreferenceDialog account={newcomer} onSaved={vi.fn()} onDismiss={vi.fn()} />);
    const user = userOnTestClock();

    await user.click(submit());
    expect(formMessage().textContent).toBe(messages.selectBoth);
    await act(() => vi.advanceTimersByTimeAsync(limits.formMessageMs - 100));
    expect(formMessage().textContent).toBe(messages.selectBoth);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(formMessage().textContent).toBe('');
  });

  it('asks for a username beside its field, not in the form message', async () => {
    server(() => json({}, 500));
    renderInApp(<PreferenceDialog account={newcomer} onSaved={vi.fn()} onDismiss={vi.fn()} />);
    const user = userOnTestClock();

    await user.click(await screen.findByRole('radio', { name: /MBBS/ }));
    await user.type(screen.getByLabelText('Username'), 'ash');
    await user.click(submit());
    expect(screen.getByText(messages.usernameTooShort)).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(formMessage().textContent).toBe('');
  });

  it('shows a taken username for 2 seconds and saves once another is typed', async () => {
    let taken = true;
    const saved = vi.fn();
    server(() =>
      taken
        ? json({ error: { code: 'conflict', message: 'That username is taken', details: [] } }, 409)
        : json({ ...newcomer, user: { ...newcomer.user, username: 'asha_k2' }, preference: 'mbbs' }),
    );
    renderInApp(<PreferenceDialog account={newcomer} onSaved={saved} onDismiss={vi.fn()} />);
    const user = userOnTestClock();

    await user.click(await screen.findByRole('radio', { name: /MBBS/ }));
    await user.type(screen.getByLabelText('Username'), 'asha_k');
    await user.click(submit());
    expect((await screen.findByText('That username is taken')).getAttribute('role')).toBe('alert');
    await act(() => vi.advanceTimersByTimeAsync(limits.formMessageMs));
    expect(formMessage().textContent).toBe('');

    taken = false;
    await user.type(screen.getByLabelText('Username'), '2');
    await user.click(submit());
    await vi.waitFor(() => expect(saved).toHaveBeenCalledOnce());
  });
});
