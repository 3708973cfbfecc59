import { useId, type InputHTMLAttributes } from 'react';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

/** A labelled input with an optional hint, wired with ids so the label and hint are announced. */
export function Field({ label, hint, ...inputProps }: { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={hint ? hintId : undefined} {...inputProps} />
      {hint ? (
        <p id={hintId} className="text-xs text-ash">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
