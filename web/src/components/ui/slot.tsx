import { cloneElement, isValidElement, type CSSProperties, type ReactElement, type ReactNode, type Ref } from 'react';

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Button's `asChild`: renders its one child element with the button's props merged in, by Radix
 * Slot's rules (the child's own props win, except that both click-style handlers run, the child's
 * first, styles merge and class names join). Our own because @radix-ui/react-slot (~1.3 KB gzip)
 * would be the only Radix module on the landing page, and Button is all that uses it.
 */
export function Slot({ children, ref, ...slotProps }: AnyProps & { children?: ReactNode; ref?: Ref<unknown> }) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<AnyProps & { ref?: Ref<unknown> }>;
  const childProps = child.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const name of Object.keys(childProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result: unknown = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (/^on[A-Z]/.test(name) && childValue === undefined) {
      merged[name] = slotValue;
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as CSSProperties | undefined), ...(childValue as CSSProperties | undefined) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  const childRef = childProps.ref;
  if (ref && childRef) {
    merged.ref = (value: unknown) => {
      setRef(ref, value);
      setRef(childRef, value);
    };
  } else {
    merged.ref = ref ?? childRef;
  }
  return cloneElement(child, merged);
}
