import type { ReactNode } from 'react';

export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div className={`mx-auto px-4 py-8 ${narrow ? 'max-w-3xl' : 'max-w-6xl'}`}>{children}</div>;
}
