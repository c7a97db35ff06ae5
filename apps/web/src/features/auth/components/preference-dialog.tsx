import type { Account } from '@medshelf/shared';
import { limits } from '@medshelf/shared/limits';
import { messages } from '@medshelf/shared/messages';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { dialogOverlayClass, dialogPanelClass } from '../../../components/ui/dialog-styles.ts';
import { InputField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { failureMessage, notify } from '../../../lib/notify.ts';
import { useTaxonomy } from '../../taxonomy/index.ts';
import { useSavePreference } from '../api/save-preference.ts';
import { FacultyPicker } from './faculty-picker.tsx';

/**
 * A form message that clears itself after 2 s (SPEC §9). Each showing is an object of its own and
 * its timer clears only it: the effect that stops the old timer runs after the next paint, so a
 * message shown in the last frame of the one before was cleared at once by that one's timer.
 */
function useTimedMessage(): [string | null, (message: string) => void] {
  const [shown, setShown] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(
      () => setShown((current) => (current === shown ? null : current)),
      limits.formMessageMs,
    );
    return () => clearTimeout(timer);
  }, [shown]);
  const show = useCallback((text: string) => setShown({ text }), []);
  return [shown?.text ?? null, show];
}

interface PreferenceDialogProps {
  account: Account;
  onSaved(): void;
  onDismiss(): void;
}

/**
 * SPEC §2 and §4: pick one faculty; a user with no username picks one too and presses Submit,
 * a user who has one presses "Let's get started". Shown until saved.
 */
export function PreferenceDialog({ account, onSaved, onDismiss }: PreferenceDialogProps) {
  const t = useT();
  const { data: taxonomy } = useTaxonomy();
  const save = useSavePreference();
  const needsUsername = account.user.username === null;
  const [faculty, setFaculty] = useState<string | null>(account.preference);
  const [username, setUsername] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formMessage, showFormMessage] = useTimedMessage();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldError(undefined);
    const typed = username.trim();
    if (needsUsername && !faculty && !typed) return showFormMessage(messages.selectBoth);
    if (!faculty) return showFormMessage(messages.selectPreference);
    if (needsUsername && !typed) return setFieldError(messages.required);
    if (needsUsername && typed.length < limits.usernameMinLength)
      return setFieldError(messages.usernameTooShort);
    try {
      await save.mutateAsync({ faculty, ...(needsUsername ? { username: typed } : {}) });
      notify('success', messages.preferenceAdded, limits.preferenceToastMs);
      if (needsUsername) notify('success', messages.usernameAdded, limits.preferenceToastMs);
      onSaved();
    } catch (error) {
      const message = failureMessage(error);
      if (error instanceof ApiError && error.status === 409) showFormMessage(message);
      else if (
        error instanceof ApiError &&
        error.status === 400 &&
        needsUsername &&
        message !== messages.selectPreference
      )
        setFieldError(message);
      else showFormMessage(message);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && account.preference && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => !account.preference && event.preventDefault()}
          onPointerDownOutside={(event) => !account.preference && event.preventDefault()}
          className={dialogPanelClass('xl', 'snug')}
        >
          <Dialog.Title className="mb-4 text-xl font-bold text-slate-900">
            {messages.preferenceDialogTitle}
          </Dialog.Title>
          <form onSubmit={submit} noValidate className="space-y-5">
            <FacultyPicker faculties={taxonomy?.faculties ?? []} value={faculty} onChange={setFaculty} />
            {needsUsername ? (
              <InputField
                label={t('preference.username')}
                autoComplete="username"
                value={username}
                error={fieldError}
                onChange={(event) => setUsername(event.target.value)}
              />
            ) : null}
            <div role="alert" className="min-h-6 text-sm font-medium text-red-700">
              {formMessage}
            </div>
            <button type="submit" className={buttonClass('primary', 'w-full')} disabled={save.isPending}>
              {needsUsername ? t('preference.submit') : messages.letsGetStarted}
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
