import { lazy, type ComponentType } from 'react';
import { loadClassMerge } from './cn.ts';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * lazyNamed() (with tailwind-merge, lib/cn.ts) for a component that reads through TanStack Query: the module and the shared
 * QueryClient's provider load together, and the component renders inside that provider. The
 * landing page reads through lib/lite-query.ts instead, so a visitor never loads TanStack Query;
 * every other screen, the signed-in header and the display settings come through here.
 */
export function lazyWithQueries<M extends Record<K, ComponentType<never>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  type Props = PropsOf<M[K]>;
  return lazy<ComponentType<Props>>(async () => {
    const [module, { QueryProvider }] = await Promise.all([load(), import('../api/query-provider.tsx'), loadClassMerge()]);
    const Component = module[name] as unknown as ComponentType<Props>;
    function WithQueries(props: Props) {
      return (
        <QueryProvider>
          <Component {...(props as Props & object)} />
        </QueryProvider>
      );
    }
    WithQueries.displayName = `WithQueries(${String(name)})`;
    return { default: WithQueries };
  });
}
