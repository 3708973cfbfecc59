import { lazy, type ComponentType } from 'react';
import { loadClassMerge } from './cn.ts';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * React.lazy for a named export: the module loads on first render (what a visitor never needs stays
 * out of the landing bundle). tailwind-merge loads with it, so a lazily loaded part's cn() merges
 * from its first render (lib/cn.ts). Wrap the element in <Suspense>.
 */
export function lazyNamed<M extends Record<K, ComponentType<never>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  type Component = ComponentType<PropsOf<M[K]>>;
  return lazy<Component>(async () => {
    const [module] = await Promise.all([load(), loadClassMerge()]);
    return { default: module[name] as unknown as Component };
  });
}
