import * as SliderPrimitive from '@radix-ui/react-slider';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A single-thumb slider; the thumb carries the accessible name (arrow keys, Home/End work). */
export function Slider({ className, thumbLabel, ...props }: ComponentProps<typeof SliderPrimitive.Root> & { thumbLabel: string }) {
  return (
    <SliderPrimitive.Root className={cn('relative flex h-6 w-full touch-none items-center select-none', className)} {...props}>
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-abyss">
        <SliderPrimitive.Range className="absolute h-full bg-gold-500" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={thumbLabel}
        className="block size-5 rounded-full border-2 border-gold-300 bg-crypt shadow focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:ring-offset-2 focus-visible:ring-offset-abyss focus-visible:outline-none"
      />
    </SliderPrimitive.Root>
  );
}
