import { TrendingUp } from 'lucide-react';
import { useId } from 'react';
import type { BankruptcyReport } from '#contract/report.ts';
import { formatDuration } from '#game/report.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { CHART, curveGeometry } from './curve-geometry.ts';

/** The level-and-experience curve as an SVG (title and description for screen readers) with a table of the same points. */
export function ExperienceChart({ report }: { report: BankruptcyReport }) {
  const id = useId();
  const points = report.experienceCurve;
  const g = curveGeometry(points, report.timeSurvived.startedAt, report.timeSurvived.ms);
  const first = points[0];
  const last = points.at(-1);
  const summary = last
    ? `Total experience went from ${first!.totalExperience} to ${last.totalExperience} over ${formatDuration(g.spanMs)}, ${first!.level === last.level ? `staying at level ${last.level}` : `from level ${first!.level} to level ${last.level}`}.`
    : 'No experience was recorded.';
  const bottom = CHART.height - CHART.bottom;

  return (
    <Card aria-labelledby={`${id}-h`}>
      <CardHeader>
        <CardTitle id={`${id}-h`}>
          <TrendingUp aria-hidden className="size-5" />
          Level and experience
        </CardTitle>
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <CardContent>
        <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-labelledby={`${id}-t ${id}-d`} className="h-auto w-full">
          <title id={`${id}-t`}>Experience over time</title>
          <desc id={`${id}-d`}>{summary}</desc>
          <defs>
            <linearGradient id={`${id}-fill`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="var(--color-gold-400)" stopOpacity="0.35" />
              <stop offset="1" stopColor="var(--color-gold-400)" stopOpacity="0" />
            </linearGradient>
          </defs>
          <line x1={CHART.left} y1={bottom} x2={CHART.width - CHART.right} y2={bottom} stroke="var(--color-flagstone)" />
          <line x1={CHART.left} y1={CHART.top} x2={CHART.left} y2={bottom} stroke="var(--color-flagstone)" />
          <line x1={CHART.left} y1={CHART.top} x2={CHART.width - CHART.right} y2={CHART.top} stroke="var(--color-rubble)" strokeDasharray="4 4" />
          <text x={CHART.left - 8} y={CHART.top + 6} textAnchor="end" className="fill-ash text-[16px]">
            {g.maxTotal}
          </text>
          <text x={CHART.left - 8} y={bottom + 6} textAnchor="end" className="fill-ash text-[16px]">
            0
          </text>
          <text x={CHART.left} y={bottom + 26} className="fill-ash text-[16px]">
            0s
          </text>
          <text x={CHART.width - CHART.right} y={bottom + 26} textAnchor="end" className="fill-ash text-[16px]">
            {formatDuration(g.spanMs)}
          </text>
          {g.levelUps.map((l) => (
            <g key={`${l.x}-${l.level}`}>
              <line x1={l.x} y1={CHART.top - 8} x2={l.x} y2={bottom} stroke="var(--color-moss-500)" strokeDasharray="3 3" />
              <text x={l.x} y={CHART.top - 12} textAnchor="middle" className="fill-moss-400 text-[16px] font-semibold">
                Lv {l.level}
              </text>
            </g>
          ))}
          <path d={g.area} fill={`url(#${id}-fill)`} />
          <path d={g.line} fill="none" stroke="var(--color-gold-300)" strokeWidth="2.5" strokeLinejoin="round" />
          <circle cx={g.end.x} cy={g.end.y} r="5" fill={report.status === 'dead' ? 'var(--color-blood-500)' : 'var(--color-gold-300)'} />
        </svg>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-ash hover:text-bone">Show the curve as a table</summary>
          <div className="mt-2 max-h-64 overflow-auto">
            <table className="w-full text-left text-xs">
              <caption className="sr-only">Experience after each reward</caption>
              <thead className="text-ash">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-semibold">Time</th>
                  <th scope="col" className="py-1 pr-3 font-semibold">Level</th>
                  <th scope="col" className="py-1 pr-3 font-semibold">Experience to next</th>
                  <th scope="col" className="py-1 font-semibold">Total experience</th>
                </tr>
              </thead>
              <tbody className="font-mono text-bone/90">
                {points.map((p) => (
                  <tr key={p.seq} className="border-t border-rubble">
                    <td className="py-1 pr-3">+{formatDuration(p.at - report.timeSurvived.startedAt)}</td>
                    <td className="py-1 pr-3">{p.level}</td>
                    <td className="py-1 pr-3">{p.experience}</td>
                    <td className="py-1">{p.totalExperience}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}
