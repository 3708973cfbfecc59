import { useEffect } from 'react';

/** Sets the tab title per screen so history entries and screen readers can tell screens apart. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} • Crawl to Fame` : 'Crawl to Fame';
  }, [title]);
}
