import type { Faculty } from '@medshelf/shared';
import { useT } from '../../../lib/i18n/use-t.ts';

interface FacultyPickerProps {
  faculties: Faculty[];
  value: string | null;
  onChange(slug: string): void;
}

/** The five faculty cards (SPEC §2): the chosen one in colour, the others faded. */
export function FacultyPicker({ faculties, value, onChange }: FacultyPickerProps) {
  const t = useT();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-slate-800">{t('preference.course')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {faculties.map((faculty) => {
          const selected = faculty.slug === value;
          return (
            <label
              key={faculty.slug}
              className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 p-3 text-center has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${
                selected ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white'
              }`}
            >
              <input
                type="radio"
                name="faculty"
                value={faculty.slug}
                checked={selected}
                onChange={() => onChange(faculty.slug)}
                className="sr-only"
              />
              <img
                src={selected ? faculty.image : faculty.fadedImage}
                alt=""
                width={90}
                height={70}
                className="h-[70px] w-[90px]"
              />
              <span className="font-semibold text-slate-900">{faculty.faculty}</span>
              <span className="text-xs text-slate-700">{faculty.fullName}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
