import type { Faculty } from '@medshelf/shared';
import { useLocal } from '../../lib/local-store.ts';

/**
 * The subjects of the visitor's chosen faculty (kept in the local browser store, SPEC §3), or
 * null when no preference has been chosen: lists then show every subject.
 */
export function usePreferredSubjects(): string[] | null {
  const stored = useLocal('preference');
  if (!stored) return null;
  try {
    const faculty = JSON.parse(stored) as Partial<Faculty>;
    return Array.isArray(faculty.subjects) ? faculty.subjects : null;
  } catch {
    return null;
  }
}
