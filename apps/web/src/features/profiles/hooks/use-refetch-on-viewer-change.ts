import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { peopleKeys } from '../../../lib/people-keys.ts';

/**
 * A profile says what the viewer may do (follow, edit). Signing in or out on this page (the
 * Join Now dialog) makes another viewer: the profile and its lists are asked for again.
 */
export function useRefetchOnViewerChange(username: string, viewerId: string | null | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef(viewerId);
  useEffect(() => {
    const before = seen.current;
    seen.current = viewerId;
    if (before === undefined || viewerId === undefined || before === viewerId) return;
    void queryClient.invalidateQueries({ queryKey: peopleKeys.member(username) });
  }, [queryClient, username, viewerId]);
}
