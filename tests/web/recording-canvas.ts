// A fake canvas whose 2D context records every call and every property set, with its arguments: the
// determinism test compares what the renderer asked to draw, call by call.

export type Recorded = readonly [string, ...unknown[]];

/** A recording 2D context: methods record their name and arguments; measureText answers 6 px per character. */
export function recordingContext(log: Recorded[]): CanvasRenderingContext2D {
  const props = new Map<string | symbol, unknown>();
  const gradient = (name: string, args: unknown[]) => {
    const id = `${name}#${log.length}`;
    log.push([name, ...args]);
    return { addColorStop: (...a: unknown[]) => log.push([`${id}.addColorStop`, ...a]), toString: () => id };
  };
  return new Proxy({} as CanvasRenderingContext2D, {
    get(_target, prop) {
      if (props.has(prop)) return props.get(prop);
      if (typeof prop !== 'string') return undefined;
      if (prop === 'measureText') return (text: string) => ({ width: String(text).length * 6 });
      if (prop.startsWith('create')) return (...args: unknown[]) => gradient(prop, args);
      return (...args: unknown[]) => {
        log.push([prop, ...args]);
      };
    },
    set(_target, prop, value) {
      props.set(prop, value);
      log.push([`set ${String(prop)}`, typeof value === 'object' && value !== null ? String(value) : value]);
      return true;
    },
  });
}

/** A canvas element with a recording context (width and height as a real canvas keeps them). */
export function recordingCanvas(log: Recorded[]): HTMLCanvasElement {
  const ctx = recordingContext(log);
  const canvas = { width: 300, height: 150, getContext: (kind: string) => (kind === '2d' ? ctx : null) };
  return canvas as unknown as HTMLCanvasElement;
}
