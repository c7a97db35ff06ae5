import * as Dialog from '@radix-ui/react-dialog';

/** The × that closes a dialog or drawer, with a 44 px target and a spoken label. */
export function DialogCloseButton({ label, className = '' }: { label: string; className?: string }) {
  return (
    <Dialog.Close
      className={`inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 ${className}`}
      aria-label={label}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6 stroke-current"
        fill="none"
        strokeWidth="2"
      >
        <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
      </svg>
    </Dialog.Close>
  );
}
