import { useSearchParams } from 'react-router';

/** `?page=` as a whole number from 1; anything else is the first page. */
export function usePageParam(): number {
  const [searchParams] = useSearchParams();
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
