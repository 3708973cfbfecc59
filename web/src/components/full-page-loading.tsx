import { BrandMark } from './layout/brand.tsx';
import { Spinner } from './ui/spinner.tsx';

/** While authentication loads, the whole page says 'Loading...'. */
export function FullPageLoading() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4">
      <BrandMark size="size-14" className="animate-ember" />
      <Spinner label="Loading..." tone="text-bone" className="font-display text-lg tracking-widest" />
    </div>
  );
}
