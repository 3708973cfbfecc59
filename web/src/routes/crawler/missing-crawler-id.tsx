import { House } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ErrorPanel } from '../../components/ui/alert.tsx';
import { MISSING_CRAWLER_ID_MESSAGE } from './crawler-id.ts';

export function MissingCrawlerId() {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <ErrorPanel title={MISSING_CRAWLER_ID_MESSAGE}>
        <Button asChild variant="secondary" size="sm">
          <Link to="/">
            <House aria-hidden />
            Back to Home
          </Link>
        </Button>
      </ErrorPanel>
    </div>
  );
}
