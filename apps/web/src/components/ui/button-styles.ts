/** Class names for links and buttons that look like buttons, in one place. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:opacity-60 disabled:cursor-not-allowed min-h-11 px-4 text-sm';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 text-brand-800 bg-white hover:bg-brand-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
} as const;

export function buttonClass(variant: keyof typeof variants = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
