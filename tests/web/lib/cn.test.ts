import { describe, expect, it } from 'vitest';
import { cn, loadClassMerge } from '#web/src/lib/cn.ts';

describe('cn()', () => {
  it('joins classes with clsx until tailwind-merge is loaded, then lets later utilities win', async () => {
    expect(cn('px-4 h-10', { hidden: false }, 'h-auto')).toBe('px-4 h-10 h-auto');
    await loadClassMerge();
    expect(cn('px-4 h-10', { hidden: false }, 'h-auto')).toBe('px-4 h-auto');
    // Loading again is the same promise, not a second import.
    expect(loadClassMerge()).toBe(loadClassMerge());
  });
});
