import { Link } from 'react-router';

/** The client version is 0.8.10. */
export const CLIENT_VERSION = '0.8.10';

export function SiteFooter() {
  return (
    <footer className="border-t border-rubble/60 px-4 py-6 text-center text-xs text-ash/70">
      <nav aria-label="Records" className="mb-2">
        <Link to="/hall-of-fame" className="rounded font-semibold text-ash hover:text-gold-300 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none">
          Hall of Fame
        </Link>
      </nav>
      <p>
        Crawl to Fame is a work of fiction. No crawler was harmed in the making of this quarterly report. Client v
        {CLIENT_VERSION}
      </p>
    </footer>
  );
}
