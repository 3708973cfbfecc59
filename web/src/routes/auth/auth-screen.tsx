import type { ReactNode } from 'react';
import { BrandMark } from '../../components/layout/brand.tsx';

/** Narrow centred panel shared by the public password screens. */
export function AuthScreen({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="flex min-h-[75dvh] items-center justify-center px-4 py-12">
      <div className="stone-panel w-full max-w-md rounded-xl border border-gold-500/30 bg-crypt p-6 sm:p-8">
        <BrandMark size="size-10" />
        <h1 className="mt-4 font-display text-2xl font-bold text-gold-300">{title}</h1>
        <p className="mt-2 text-sm text-ash">{description}</p>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
