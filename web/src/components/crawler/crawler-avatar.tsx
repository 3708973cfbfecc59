import { useMemo } from 'react';
import { createAvatar } from '@dicebear/core';
import * as pixelArt from '@dicebear/pixel-art';
import { cn } from '../../lib/cn.ts';
import { avatarFallbackText, avatarSeed } from './crawler-status.ts';

/**
 * A generated pixel-art portrait (built locally, seeded by name + serial) when both are
 * non-blank; otherwise the text 'name [serial]' with the fallbacks 'Unknown' and '???'.
 */
export function CrawlerAvatar({ name, serial, className }: { name: string | null | undefined; serial: string | null | undefined; className?: string }) {
  const seed = avatarSeed(name, serial);
  const uri = useMemo(() => (seed ? createAvatar(pixelArt, { seed, size: 96 }).toDataUri() : null), [seed]);
  const box = cn('size-14 shrink-0 rounded-lg border border-gold-500/50 bg-vault', className);
  if (!uri) {
    return (
      <div className={cn(box, 'flex items-center justify-center overflow-hidden p-1 text-center text-[10px] leading-tight break-all text-ash')}>
        {avatarFallbackText(name, serial)}
      </div>
    );
  }
  return <img src={uri} alt="" width={56} height={56} className={cn(box, '[image-rendering:pixelated]')} />;
}
