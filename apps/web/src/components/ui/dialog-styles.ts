/** The dim layer behind a modal dialog: black in both themes. */
export const dialogOverlayClass = 'fixed inset-0 z-50 bg-black/50';

const widths = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-xl' } as const;
const paddings = { roomy: 'p-6', snug: 'p-5 sm:p-6', tight: 'p-4 sm:p-6' } as const;

/**
 * A modal dialog's panel. On a phone it hangs from the top and ends 8rem above the bottom, where
 * toasts appear (root-layout.tsx), so a message never covers the dialog it answers; from the
 * small breakpoint on it is centred.
 */
export function dialogPanelClass(
  width: keyof typeof widths = 'md',
  padding: keyof typeof paddings = 'roomy',
) {
  return `fixed top-4 left-1/2 z-50 max-h-[calc(100dvh-8rem)] w-[calc(100vw-1.5rem)] ${widths[width]} -translate-x-1/2 overflow-y-auto rounded-xl bg-white ${paddings[padding]} shadow-xl sm:top-1/2 sm:max-h-[90dvh] sm:-translate-y-1/2`;
}
