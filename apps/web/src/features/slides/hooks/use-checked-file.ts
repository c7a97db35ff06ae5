import { deckMessages } from '@medshelf/shared/deck-limits';
import { useRef, useState } from 'react';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { checkDeckFile } from '../components/upload-file-checks.ts';

/**
 * The deck file chosen in a form and what is wrong with it, checked as soon as it is chosen
 * (size at once, type and page count a moment later), so its message is beside the picker
 * before anything is sent. A check that ends after another file was chosen is ignored.
 */
export function useCheckedFile() {
  const deckText = useSharedText('deck', deckMessages);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef<File | null>(null);

  const choose = (chosen: File) => {
    latest.current = chosen;
    setFile(chosen);
    setError(null);
    void checkDeckFile(chosen).then((problem) => {
      if (latest.current === chosen) setError(problem);
    });
  };

  /** Before sending: the same checks (already made, so at once); says and answers whether it may go. */
  const ready = async (): Promise<File | null> => {
    if (!file) {
      setError(deckText.fileRequired);
      return null;
    }
    const problem = await checkDeckFile(file);
    setError(problem);
    return problem ? null : file;
  };

  const clear = () => {
    latest.current = null;
    setFile(null);
  };

  return { file, error, setError, choose, ready, clear };
}
