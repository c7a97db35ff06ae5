import { socialMessages } from '@medshelf/shared/social-messages';
import { useId } from 'react';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { notify } from '../../../lib/notify.ts';
import { useDigestSetting, useSaveDigestSetting } from '../api/digest-setting.ts';

/** The weekly email, on or off, saved as soon as it is changed. */
export function DigestSettingField() {
  const serverText = useServerText();
  const socialText = useSharedText('social', socialMessages);
  const id = useId();
  const setting = useDigestSetting();
  const save = useSaveDigestSetting();
  const enabled = save.isPending ? save.variables : (setting.data?.enabled ?? true);
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input
        id={id}
        type="checkbox"
        className="size-5 accent-brand-700"
        checked={enabled}
        disabled={setting.isPending}
        onChange={(event) =>
          save.mutate(event.target.checked, {
            onSuccess: () => notify('success', socialText.digestSaved),
            onError: (error) => notify('error', serverText(error.message)),
          })
        }
      />
      <label htmlFor={id} className="text-slate-800">
        {socialText.digestSetting}
      </label>
    </div>
  );
}
