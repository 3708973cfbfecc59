import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Backpack, BarChart3, Keyboard, Layers, Package, Shield } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { HotbarSlot, LoadoutView } from '#contract/loadout.ts';
import { errorMessage } from '../../api/http.ts';
import { fetchLoadout, loadoutQueryKey } from '../../api/loadout-api.ts';
import { ErrorPanel } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { CrawlerAvatar } from '../../components/crawler/crawler-avatar.tsx';
import { usePageTitle } from '../use-page-title.ts';
import { useCrawlerIdParam } from './crawler-id.ts';
import { EquipmentTab } from './loadout/equipment-tab.tsx';
import { HotbarTab } from './loadout/hotbar-tab.tsx';
import { InventoryTab } from './loadout/inventory-tab.tsx';
import { LoadoutsTab } from './loadout/loadouts-tab.tsx';
import { StatsTab } from './loadout/stats-tab.tsx';
import { useLoadoutActions } from './loadout/use-loadout-actions.ts';
import { MissingCrawlerId } from './missing-crawler-id.tsx';

export const LOADOUT_TEXT = {
  loading: 'Loading crawler loadout...',
  failed: 'Failed to load crawler loadout',
  backToCrawler: 'Back to Crawler',
} as const;

/** '/crawler/{id}/loadout'. */
export function LoadoutPage() {
  const id = useCrawlerIdParam();
  usePageTitle(id ? `Loadout • Crawler #${id}` : 'Loadout');
  if (!id) return <MissingCrawlerId />;
  return <Loadout crawlerId={id} />;
}

function Loadout({ crawlerId }: { crawlerId: string }) {
  const loadout = useQuery({ queryKey: loadoutQueryKey(crawlerId), queryFn: ({ signal }) => fetchLoadout(crawlerId, signal) });

  useEffect(() => {
    // A load failure is logged as well as shown.
    if (loadout.error) console.error('Failed to load crawler loadout', loadout.error);
  }, [loadout.error]);

  if (loadout.isPending) return <Spinner label={LOADOUT_TEXT.loading} className="py-24" />;
  if (loadout.error || !loadout.data) {
    return <LoadoutError crawlerId={crawlerId} message={loadout.error ? errorMessage(loadout.error) : undefined} onRetry={() => void loadout.refetch()} />;
  }
  return <LoadoutScreen crawlerId={crawlerId} view={loadout.data} />;
}

export function LoadoutError({ crawlerId, message, onRetry }: { crawlerId: string; message?: string; onRetry?: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <ErrorPanel title={LOADOUT_TEXT.failed} message={message} onRetry={onRetry}>
        <Button asChild variant="secondary" size="sm">
          <Link to={`/crawler/${encodeURIComponent(crawlerId)}`}>
            <ArrowLeft aria-hidden />
            {LOADOUT_TEXT.backToCrawler}
          </Link>
        </Button>
      </ErrorPanel>
    </div>
  );
}

function logVisibleSlots(slots: HotbarSlot[]) {
  // The parent only logs the visible slots it is told about.
  console.info('Hotbar visible slots', slots);
}

export function LoadoutScreen({ crawlerId, view }: { crawlerId: string; view: LoadoutView }) {
  const actions = useLoadoutActions(crawlerId);
  const { crawler } = view;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm">
        <Link to={`/crawler/${encodeURIComponent(crawlerId)}`}>
          <ArrowLeft aria-hidden />
          Back
        </Link>
      </Button>
      <header className="mt-3 flex items-start gap-4">
        <CrawlerAvatar name={crawler.name} serial={crawler.serial} className="size-16" />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-[0.3em] text-gold-500">
            <Backpack aria-hidden className="size-3.5" />
            LOADOUT
          </p>
          <h1 className="mt-1 font-display text-2xl font-bold break-words text-bone sm:text-3xl">{crawler.name}</h1>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ash">
            <span>Level {crawler.level}</span>
            <span>
              Serial # <span className="font-mono text-gold-300">{crawler.serial}</span>
            </span>
            <span>{crawler.class.name}</span>
            <Badge variant="gold">
              <Layers aria-hidden className="size-3" />
              Floor {crawler.currentFloor}
            </Badge>
          </div>
        </div>
      </header>

      <Tabs defaultValue="equipment" className="mt-6">
        <TabsList aria-label="Loadout sections">
          <TabsTrigger value="equipment">
            <Shield aria-hidden />
            Equipment
          </TabsTrigger>
          <TabsTrigger value="stats">
            <BarChart3 aria-hidden />
            Stats
          </TabsTrigger>
          <TabsTrigger value="loadouts">
            <Backpack aria-hidden />
            Loadouts
          </TabsTrigger>
          <TabsTrigger value="inventory">
            <Package aria-hidden />
            Inventory
          </TabsTrigger>
          <TabsTrigger value="hotbar">
            <Keyboard aria-hidden />
            Hotbar
          </TabsTrigger>
        </TabsList>
        <TabsContent value="equipment">
          <EquipmentTab view={view} actions={actions} />
        </TabsContent>
        <TabsContent value="stats">
          <StatsTab crawler={crawler} />
        </TabsContent>
        <TabsContent value="loadouts">
          <LoadoutsTab view={view} actions={actions} />
        </TabsContent>
        <TabsContent value="inventory">
          <InventoryTab view={view} actions={actions} />
        </TabsContent>
        <TabsContent value="hotbar">
          <HotbarTab key={crawlerId} crawlerId={crawlerId} initial={view.hotbar} onVisibleSlotsChange={logVisibleSlots} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
