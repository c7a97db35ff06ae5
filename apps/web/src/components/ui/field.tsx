/** Form controls with their label, hint and error tied to them (aria-describedby). */
import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useId } from 'react';
import { useServerText } from '../../lib/i18n/server-text.ts';
import { useT } from '../../lib/i18n/use-t.ts';

const controlClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 disabled:bg-slate-100 aria-[invalid]:border-red-700';

interface LabelledProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
}

/** What a control needs to be tied to its label, hint and error. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, hint and error of the control `children` draws, tied to it with aria-describedby. */
function Labelled({
  label,
  error,
  hint,
  optional,
  children,
}: LabelledProps & { children: (control: ControlProps) => ReactNode }) {
  const t = useT();
  const serverText = useServerText();
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> {t('ui.optional')}</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {serverText(error)}
        </p>
      ) : null}
    </div>
  );
}

type InputFieldProps = LabelledProps &
  InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> | undefined };

export function InputField({ label, error, hint, optional, ...input }: InputFieldProps) {
  return (
    <Labelled label={label} error={error} hint={hint} optional={optional}>
      {(control) => <input {...control} className={controlClass} {...input} />}
    </Labelled>
  );
}

type TextAreaFieldProps = LabelledProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> | undefined };

export function TextAreaField({ label, error, hint, optional, ...textarea }: TextAreaFieldProps) {
  return (
    <Labelled label={label} error={error} hint={hint} optional={optional}>
      {(control) => <textarea rows={4} {...control} className={`${controlClass} py-2`} {...textarea} />}
    </Labelled>
  );
}

type SelectFieldProps = LabelledProps &
  SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> | undefined };

export function SelectField({ label, error, hint, optional, children, ...select }: SelectFieldProps) {
  return (
    <Labelled label={label} error={error} hint={hint} optional={optional}>
      {(control) => (
        <select {...control} className={controlClass} {...select}>
          {children}
        </select>
      )}
    </Labelled>
  );
}

/** A message about the form as a whole (a server fault, a dropped connection). */
export function FormAlert({ message }: { message: string | null }) {
  const serverText = useServerText();
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
    >
      {serverText(message)}
    </p>
  );
}
