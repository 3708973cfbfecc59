import { Compass, House } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { usePageTitle } from './use-page-title.ts';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="flex min-h-[70dvh] items-center justify-center px-4 py-12">
      <div className="stone-panel w-full max-w-md rounded-xl border border-rubble bg-crypt p-8 text-center">
        <Compass aria-hidden className="mx-auto size-12 text-gold-400" />
        <p className="gold-text mt-4 font-display text-6xl font-black">404</p>
        <h1 className="mt-2 font-display text-2xl font-bold text-bone">Oops! Page not found</h1>
        <p className="mt-3 text-sm text-ash">
          This corridor is not on any map the corporation owns. Whatever you were looking for was either looted or never
          existed.
        </p>
        <Button asChild variant="primary" className="mt-6">
          <Link to="/">
            <House aria-hidden />
            Return to the surface
          </Link>
        </Button>
      </div>
    </div>
  );
}
