import { useEffect, useRef } from 'react';
import { useOnline } from '../../lib/use-online.ts';
import type { SaveJob } from './model/save-jobs.ts';

/**
 * A save the network cut off goes on by itself once the server answers again (connectivity.ts
 * probes it), from the page it stopped at: on a flaky mobile network nobody should have to watch
 * for the moment to press Try again.
 */
export function useResumeWhenOnline(job: SaveJob | undefined, resume: () => void) {
  const online = useOnline();
  const latest = useRef(resume);
  useEffect(() => {
    latest.current = resume;
  });
  const resumable = job?.status === 'failed' && job.resumable;
  useEffect(() => {
    if (online && resumable) latest.current();
  }, [online, resumable]);
}
