import { isMoveDirection, type MoveDirection } from '#game/movement.ts';

// The direction of a room transition is stored for the next room's entry. Kept in
// sessionStorage per crawler, so the entry event can say which way the crawler came even after a reload.

const key = (crawlerId: string) => `ctf.moveDirection.${crawlerId}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberMoveDirection(crawlerId: string, direction: MoveDirection): void {
  try {
    storage()?.setItem(key(crawlerId), direction);
  } catch {
    // Storage denied: the entry event just will not name a direction.
  }
}

/** The stored direction, removed as it is read (it belongs to one arrival). */
export function takeMoveDirection(crawlerId: string): MoveDirection | null {
  const s = storage();
  try {
    const value = s?.getItem(key(crawlerId)) ?? null;
    s?.removeItem(key(crawlerId));
    return isMoveDirection(value) ? value : null;
  } catch {
    return null;
  }
}

export function sessionStore(): Storage | null {
  return storage();
}
