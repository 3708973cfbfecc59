import { lazy, type ComponentType } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * React.lazy for a named export: the module loads on first render (issue 7 budget: what a visitor
 * never needs stays out of the landing bundle). Wrap the element in <Suspense>.
 */
export function lazyNamed<M extends Record<K, ComponentType<never>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  type Component = ComponentType<PropsOf<M[K]>>;
  return lazy<Component>(async () => ({ default: (await load())[name] as unknown as Component }));
}
