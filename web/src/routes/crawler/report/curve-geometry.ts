// The experience chart's geometry: the report's curve points mapped into an SVG box. Pure, so the
// chart's shape is tested without a browser.
import type { BankruptcyReport } from '#contract/report.ts';

export const CHART = { width: 640, height: 260, left: 64, right: 24, top: 34, bottom: 40 } as const;

type Point = BankruptcyReport['experienceCurve'][number];

export interface CurveGeometry {
  /** The step line: experience holds until the next reward, then jumps. */
  line: string;
  /** The line closed down to the axis, for the fill under it. */
  area: string;
  levelUps: { x: number; level: number }[];
  end: { x: number; y: number };
  maxTotal: number;
  spanMs: number;
}

/** Maps the curve onto the chart, from the sponsorship (x = left) to the end of the life (x = right). */
export function curveGeometry(points: readonly Point[], startedAt: number, spanMs: number): CurveGeometry {
  const w = CHART.width - CHART.left - CHART.right;
  const h = CHART.height - CHART.top - CHART.bottom;
  const span = Math.max(1, spanMs, ...points.map((p) => p.at - startedAt));
  const maxTotal = Math.max(1, ...points.map((p) => p.totalExperience));
  const x = (at: number) => round(CHART.left + (Math.min(span, Math.max(0, at - startedAt)) / span) * w);
  const y = (total: number) => round(CHART.top + h - (total / maxTotal) * h);
  const first = points[0] ?? { at: startedAt, totalExperience: 0, level: 1 };
  const segments = [`M${x(first.at)} ${y(first.totalExperience)}`];
  const levelUps: CurveGeometry['levelUps'] = [];
  for (let i = 1; i < points.length; i++) {
    const p = points[i]!;
    segments.push(`H${x(p.at)}`, `V${y(p.totalExperience)}`);
    if (p.level > points[i - 1]!.level) levelUps.push({ x: x(p.at), level: p.level });
  }
  const endX = round(CHART.left + w);
  const endY = y(points.at(-1)?.totalExperience ?? 0);
  segments.push(`H${endX}`);
  const line = segments.join(' ');
  const bottom = CHART.top + h;
  return { line, area: `${line} V${bottom} H${x(first.at)} Z`, levelUps, end: { x: endX, y: endY }, maxTotal, spanMs: span };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
