/** Form controls with their label, hint and error tied to them (aria-describedby). */
import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useId } from 'react';

const controlClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 disabled:bg-slate-100 aria-[invalid]:border-red-700';

interface LabelledProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
}

/** Label, hint and error of one control, tied to it with aria-describedby. */
function Labelled({
  id,
  label,
  error,
  hint,
  optional,
  children,
}: LabelledProps & { id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, { error, hint }: LabelledProps): string | undefined {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

type InputFieldProps = LabelledProps &
  InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> | undefined };

export function InputField({ label, error, hint, optional, ...input }: InputFieldProps) {
  const id = useId();
  return (
    <Labelled id={id} label={label} error={error} hint={hint} optional={optional}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, error, hint })}
        className={controlClass}
        {...input}
      />
    </Labelled>
  );
}

type TextAreaFieldProps = LabelledProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> | undefined };

export function TextAreaField({ label, error, hint, optional, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Labelled id={id} label={label} error={error} hint={hint} optional={optional}>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, error, hint })}
        className={`${controlClass} py-2`}
        {...textarea}
      />
    </Labelled>
  );
}

type SelectFieldProps = LabelledProps &
  SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> | undefined };

export function SelectField({ label, error, hint, optional, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <Labelled id={id} label={label} error={error} hint={hint} optional={optional}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, error, hint })}
        className={controlClass}
        {...select}
      >
        {children}
      </select>
    </Labelled>
  );
}

/** A message about the form as a whole (a server fault, a dropped connection). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
    >
      {message}
    </p>
  );
}
