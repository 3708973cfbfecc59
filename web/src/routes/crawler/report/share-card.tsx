import { Check, Copy, Lock, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { BankruptcyReport } from '#contract/report.ts';
import { reportPath } from '#game/report.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { REPORT_TEXT as T } from './report-text.ts';

type CopyState = 'idle' | 'copied' | 'failed';

/** The report's address, to copy and post: a dead crawler's link unfurls with its card. */
export function ShareCard({ report, origin = typeof window === 'undefined' ? '' : window.location.origin }: { report: BankruptcyReport; origin?: string }) {
  const url = `${origin}${reportPath(report.crawlerId)}`;
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  const isPublic = report.status !== 'alive';
  return (
    <Card aria-labelledby="report-share">
      <CardHeader>
        <CardTitle id="report-share">
          <Share2 aria-hidden className="size-5" />
          Share
        </CardTitle>
        <CardDescription>
          {isPublic ? (
            'Anyone with this link can read the report; posted on social sites it shows the crawler’s card.'
          ) : (
            <span className="inline-flex items-start gap-1.5">
              <Lock aria-hidden className="mt-0.5 size-3.5 shrink-0" />
              Only you can open this link while {report.name} lives. Once the dungeon wins, the report is public.
            </span>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <label htmlFor="report-share-url" className="sr-only">
          Report link
        </label>
        <input
          id="report-share-url"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="h-10 w-full min-w-0 rounded-md border border-rubble bg-abyss px-3 font-mono text-xs text-bone focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none"
        />
        <Button variant="outline" onClick={() => void copy()} className="w-full">
          {state === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
          {state === 'copied' ? T.copied : T.copyLink}
        </Button>
        <p role="status" className="min-h-4 text-xs text-ash">
          {state === 'copied' ? T.copied : state === 'failed' ? T.copyFailed : ''}
        </p>
      </CardContent>
    </Card>
  );
}
