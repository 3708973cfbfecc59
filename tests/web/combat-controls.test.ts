import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HotbarButtons } from '#web/src/routes/crawler/tactical/combat-controls.tsx';

const slots = [
  { id: 's1', hotkey: '1', actionId: 'basic_attack' },
  { id: 's2', hotkey: '2', actionId: 'defend' },
];

/** The hotbar's markup with the attack cooling down (1.4 s of 2 s left) and the dodge ready. */
const hotbar = (attackLeft: number) =>
  renderToString(
    h(HotbarButtons, {
      slots,
      disabled: false,
      onUse: () => {},
      cooldownOf: (actionId: string) => (actionId === 'defend' ? { msLeft: 0, totalMs: 3_000 } : { msLeft: attackLeft, totalMs: 2_000 }),
    }),
  );

const buttonOf = (html: string, name: string) => html.split('</button>').find((b) => b.includes(name)) ?? '';

describe('the hotbar shows a cooldown (not by colour alone)', () => {
  it('a cooling slot shows the seconds left, a sweep the size of what is left, and says so to a screen reader', () => {
    const attack = buttonOf(hotbar(1_400), '>Attack<');
    expect(attack).toContain('1.4');
    expect(attack).toContain('height:70%');
    expect(attack).toContain('(cooling down)');
    const defend = buttonOf(hotbar(1_400), 'Defend');
    expect(defend).not.toContain('cooling down');
    expect(defend).not.toContain('data-cooldown');
  });

  it('a ready slot shows no sweep', () => {
    expect(hotbar(0)).not.toContain('data-cooldown');
    expect(hotbar(0)).not.toContain('cooling down');
  });
});
