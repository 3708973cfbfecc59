import { useMemo } from 'react';
import { createAvatar } from '@dicebear/core';
import * as pixelArt from '@dicebear/pixel-art';
import { cn } from '../../lib/cn.ts';

/** A generated portrait: deterministic per seed and built locally (no avatar service is called). */
export function SponsorAvatar({ seed, imageUrl, className }: { seed: string; imageUrl?: string | null; className?: string }) {
  const generated = useMemo(() => createAvatar(pixelArt, { seed, size: 96 }).toDataUri(), [seed]);
  // A profile image would be an outside host; only same-origin or data URIs are used.
  const src = imageUrl && (imageUrl.startsWith('/') || imageUrl.startsWith('data:')) ? imageUrl : generated;
  return (
    <img
      src={src}
      alt=""
      width={64}
      height={64}
      className={cn('size-16 shrink-0 rounded-lg border border-gold-500/50 bg-vault [image-rendering:pixelated]', className)}
    />
  );
}
