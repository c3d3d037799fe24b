/**
 * Tells this process's catalogue caches that the catalogue changed, so the next read goes to the database.
 * Other instances are not told: their caches expire on their own (at most their TTL later).
 */
export type CatalogueChanges = {
  /** Runs `forget` on every change from now on. */
  readonly onChange: (forget: () => void) => void;
  readonly changed: () => void;
};

export const catalogueChanges = (): CatalogueChanges => {
  const listeners: (() => void)[] = [];
  return {
    onChange: (forget) => void listeners.push(forget),
    changed: () => listeners.forEach((forget) => forget()),
  };
};
