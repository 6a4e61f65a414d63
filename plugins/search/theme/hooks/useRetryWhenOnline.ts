import {useEffect} from 'react';

/**
 * While a download has failed, the browser coming back online tries again by itself, as
 * the reader would by pressing Try again: no reader should have to notice the network
 * came back before search does.
 */
export function useRetryWhenOnline(failed: boolean, retry: () => void): void {
  useEffect(() => {
    if (!failed) return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);
}
