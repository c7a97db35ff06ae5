import { useId } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import { setThemeChoice, themeOptions, useThemeChoice } from '../../lib/theme.ts';

/** System | Light | Dark as native radio buttons drawn as one segmented control. */
export function ThemeSwitch({ className = '' }: { className?: string }) {
  const id = useId();
  const t = useT();
  const choice = useThemeChoice();
  return (
    <fieldset className={`flex flex-wrap items-center gap-x-3 gap-y-2 ${className}`}>
      <legend className="float-left mr-3 text-sm font-medium">{t('theme.label')}</legend>
      <div className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
        {themeOptions.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm font-medium text-slate-800 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={`${id}-theme`}
              value={option.value}
              checked={choice === option.value}
              onChange={() => setThemeChoice(option.value)}
              className="sr-only"
            />
            {t(option.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
