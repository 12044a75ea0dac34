/** Where the reader was on each history entry, so Back and Forward return there. */
const storageKey = 'shell:scroll-positions';

export function createScrollPositions() {
  const positions = new Map<string, number>();
  return {
    save(key: string, y: number) {
      positions.set(key, y);
    },
    get: (key: string) => positions.get(key),
    /** Survives a reload of the page (the browser's own restoration is off). */
    persist() {
      try {
        sessionStorage.setItem(storageKey, JSON.stringify([...positions]));
      } catch {
        // Storage full or blocked: Back after a reload then starts at the top.
      }
    },
    restore() {
      try {
        const saved: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
        if (Array.isArray(saved)) for (const [key, y] of saved) if (typeof key === 'string' && typeof y === 'number') positions.set(key, y);
      } catch {
        // Nothing usable saved.
      }
    },
  };
}
