import { useParams } from 'react-router';

export const MISSING_CRAWLER_ID_MESSAGE = 'Error: Crawler ID not provided.';

/** The ':id' route param, or null when the route was reached without one. */
export function useCrawlerIdParam(): string | null {
  const { id } = useParams();
  return id && id.trim() !== '' ? id : null;
}
