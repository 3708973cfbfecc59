import type { CanvasLayout } from './sizing.ts';

/** Room-percent to canvas CSS pixels. */
export function px(layout: CanvasLayout, x: number, y: number): { x: number; y: number } {
  return { x: x * layout.pxPerPercentX, y: y * layout.pxPerPercentY };
}

/** Prepares a layer for drawing in CSS pixels on a high-density screen, cleared. */
export function beginLayer(ctx: CanvasRenderingContext2D, layout: CanvasLayout, dpr: number): void {
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, layout.width, layout.height);
}

/** A name tag: bone text on a dark pill, kept inside the canvas. */
export function drawLabel(ctx: CanvasRenderingContext2D, layout: CanvasLayout, text: string, cx: number, top: number, colour: string): void {
  ctx.font = '600 11px ui-sans-serif, system-ui, sans-serif';
  const width = ctx.measureText(text).width + 8;
  const height = 15;
  const x = Math.min(Math.max(cx - width / 2, 1), layout.width - width - 1);
  const y = Math.min(Math.max(top - height, 1), layout.height - height - 1);
  ctx.fillStyle = 'rgba(12, 10, 8, 0.78)';
  ctx.beginPath();
  ctx.roundRect(x, y, width, height, 4);
  ctx.fill();
  ctx.fillStyle = colour;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x + 4, y + height / 2 + 0.5);
}
