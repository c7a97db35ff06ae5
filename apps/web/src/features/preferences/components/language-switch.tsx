import { isLanguage, languageNames, languages } from '@medshelf/shared/languages';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useLanguage } from '../hooks/use-language.ts';

/** English | हिन्दी, each named in its own language, as a native select (a phone's own picker). */
export function LanguageSwitch({
  className = '',
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const id = useId();
  const t = useT();
  const [language, choose] = useLanguage();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-medium'}>
        {t('language.label')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
        className="min-h-10 rounded-md border border-slate-300 bg-white px-2 font-system text-sm text-slate-900"
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
