import { Eye, FileText, Trophy } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorCode } from '#contract/error-codes.ts';
import { liveTacticalData } from '../../state/live-room.ts';
import { watchedEntityId, type SpectateState } from '../../state/spectate-view.ts';
import type { SocketStatus } from '../../api/room-socket.ts';
import { buildScene, describeScene } from '../../canvas/scene.ts';
import { Meter } from '../../components/crawler/meter.tsx';
import { ErrorPanel } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCrawlerIdParam } from '../crawler/crawler-id.ts';
import { entityLine } from '../crawler/tactical/entity-list.tsx';
import { usePageTitle } from '../use-page-title.ts';
import { SpectateCanvas, spectatorView } from './spectate-canvas.tsx';
import { useSpectate } from './use-spectate.ts';
import { WATCH_TEXT as T } from './watch-text.ts';

/** '/watch/{id}': any living crawler's room, read-only and 10 s late. */
export function WatchPage() {
  const id = useCrawlerIdParam();
  usePageTitle(id ? `Watching crawler #${id}` : 'Watching');
  const crawlerId = id && /^\d{1,10}$/.test(id) ? Number(id) : 0;
  if (crawlerId < 1) return <WatchProblem title={T.notFound} message={id ? T.notFoundDetail : T.missingId} />;
  return <Watch key={crawlerId} crawlerId={crawlerId} />;
}

function Watch({ crawlerId }: { crawlerId: number }) {
  const { state, status, retry } = useSpectate(crawlerId);
  return <WatchStates crawlerId={crawlerId} state={state} status={status} onRetry={retry} />;
}

/** Every state of the screen, from the view and the socket's status (the screen tests render each). */
export function WatchStates({ crawlerId, state, status, onRetry }: { crawlerId: number; state: SpectateState; status: SocketStatus; onRetry: () => void }) {
  if (state.phase === 'refused' && state.refused) {
    const { code, error } = state.refused;
    const title = code === ErrorCode.notFound || code === ErrorCode.validation ? T.notFound : code === ErrorCode.spectatingDisabled ? T.disabled : T.dead;
    return <WatchProblem title={title} message={code === ErrorCode.notFound ? T.notFoundDetail : error} reportOf={code === ErrorCode.crawlerDead ? crawlerId : null} />;
  }
  if (state.phase === 'ended' && state.ended) {
    const died = state.ended.reason === 'died';
    return <WatchProblem title={died ? T.died : T.ended} message={state.ended.error} reportOf={died ? crawlerId : null} />;
  }
  const lost = status === 'closed';
  const lostPanel = lost ? <ErrorPanel title={T.connectionLost} message={T.connectionLostDetail} onRetry={onRetry} retryLabel={T.tryAgain} /> : null;
  if (state.phase !== 'watching' || !state.current || !state.room.self) {
    return (
      <WatchFrame name={state.name}>
        {lostPanel ?? <Spinner label={state.phase === 'connecting' ? T.connecting : T.catchingUp} className="py-20" />}
      </WatchFrame>
    );
  }
  return (
    <WatchFrame name={state.name}>
      {lostPanel}
      <Watching crawlerId={crawlerId} state={state} />
    </WatchFrame>
  );
}

function Watching({ crawlerId, state }: { crawlerId: number; state: SpectateState }) {
  const { room, current } = state;
  const self = room.self!;
  const name = state.name ?? `Crawler #${crawlerId}`;
  // The watched crawler is the scene's player: it is drawn by the frame, not listed among the others.
  const scene = useMemo(() => buildScene(current!, liveTacticalData(room) ?? undefined, { name, crawlerId }), [current, room, name, crawlerId]);
  const view = useMemo(() => spectatorView(watchedEntityId(crawlerId), { health: self.health, maxHealth: self.maxHealth }, room.dead), [crawlerId, self.health, self.maxHealth, room.dead]);
  const position = useMemo(() => ({ x: self.x, y: self.y }), [self.x, self.y]);
  const characters = scene.characters.filter((c) => c.isAlive);
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card aria-labelledby="watch-room-heading">
        <CardContent className="flex flex-col gap-3 pt-5">
          <h2 id="watch-room-heading" className="font-display text-lg font-bold break-words text-gold-300">
            {scene.name}
            <span className="ml-2 align-middle font-sans text-xs font-semibold text-ash">{roomTypeLabel(scene.type)}</span>
          </h2>
          <SpectateCanvas scene={scene} self={position} view={view} label={`${describeScene(scene)} ${name} is at ${Math.round(self.x)}, ${Math.round(self.y)}.`} />
          <p className="text-xs text-ash">{T.readOnly}</p>
          {state.notice ? (
            <p role="status" className="rounded-md bg-abyss/60 px-3 py-2 text-sm text-bone">
              {state.notice}
            </p>
          ) : null}
        </CardContent>
      </Card>
      <div className="flex min-w-0 flex-col gap-4">
        <Card aria-labelledby="watch-crawler-heading">
          <CardHeader>
            <CardTitle id="watch-crawler-heading">{name}</CardTitle>
          </CardHeader>
          <CardContent>
            <Meter label={T.health} value={self.health} max={self.maxHealth} barClass="bg-blood-500" />
            {room.inCombat ? <p className="mt-2 text-sm font-semibold text-blood-300">In combat</p> : null}
          </CardContent>
        </Card>
        <Card aria-labelledby="watch-entities-heading">
          <CardHeader>
            <CardTitle id="watch-entities-heading">{T.entities}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul aria-labelledby="watch-entities-heading" className="flex flex-col gap-1.5 text-sm text-bone">
              {characters.length === 0 && scene.loot.length === 0 ? <li className="text-ash">{T.nothing}</li> : null}
              {characters.map((c) => (
                <li key={c.id} data-entity-id={c.id} className="break-words">
                  {entityLine(c, position, scene, null)}
                </li>
              ))}
              {scene.loot.map((l) => (
                <li key={l.id} data-entity-id={l.id} className="break-words text-ash">
                  {l.name}, {l.isContainer ? 'chest' : 'item'}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

const roomTypeLabel = (type: string) => `${type.charAt(0).toUpperCase()}${type.slice(1).replace(/_/g, ' ')} room`;

function WatchFrame({ name, children }: { name: string | null; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      <header>
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-[0.3em] text-gold-500">
          <Eye aria-hidden className="size-3.5" />
          {T.eyebrow}
        </p>
        <h1 className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 font-display text-2xl font-bold break-words text-bone sm:text-3xl">
          {name ? T.title(name) : T.connecting}
          <Badge variant="stone" className="font-sans">
            Read-only
          </Badge>
        </h1>
      </header>
      {children}
    </div>
  );
}

function WatchProblem({ title, message, reportOf = null }: { title: string; message: string; reportOf?: number | null }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <ErrorPanel title={title} message={message}>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary" size="sm">
            <Link to="/leaderboard">
              <Trophy aria-hidden />
              {T.ladder}
            </Link>
          </Button>
          {reportOf !== null ? (
            <Button asChild variant="ghost" size="sm">
              <Link to={`/crawler/${reportOf}/report`}>
                <FileText aria-hidden />
                {T.report}
              </Link>
            </Button>
          ) : null}
        </div>
      </ErrorPanel>
    </div>
  );
}
