/** Where the reader was on each history entry, so Back and Forward return there. */
const storageKey = 'shell:scroll-positions';

export function createScrollPositions() {
  const positions = new Map<string, number>();
  let loaded = false;
  /**
   * The positions an earlier page of this tab kept (the browser's own restoration is off), read
   * when first needed rather than at start-up: a tab's first read of its storage waits on the
   * browser, and most visits never go back. Positions saved since then are newer and stay.
   */
  function load() {
    if (loaded) return;
    loaded = true;
    try {
      const saved: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
      if (Array.isArray(saved)) {
        for (const [key, y] of saved) if (typeof key === 'string' && typeof y === 'number' && !positions.has(key)) positions.set(key, y);
      }
    } catch {
      // Nothing usable saved.
    }
  }
  return {
    save(key: string, y: number) {
      positions.set(key, y);
    },
    get(key: string) {
      load();
      return positions.get(key);
    },
    /** Survives a reload of the page, and a return to it from another site. */
    persist() {
      load();
      try {
        sessionStorage.setItem(storageKey, JSON.stringify([...positions]));
      } catch {
        // Storage full or blocked: Back after a reload then starts at the top.
      }
    },
  };
}
