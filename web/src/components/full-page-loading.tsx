import { BrandMark } from './layout/brand.tsx';
import { Spinner } from './ui/spinner.tsx';

/** Spec section 2: while authentication loads, the whole page says 'Loading...'. */
export function FullPageLoading() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4">
      <BrandMark className="size-14 animate-ember" />
      <Spinner label="Loading..." className="font-display text-lg tracking-widest text-bone" />
    </div>
  );
}
