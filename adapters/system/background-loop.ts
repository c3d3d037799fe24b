/** Work that runs outside any request: on a fixed interval and when kicked, never two runs at once. */
export type BackgroundLoop = {
  /** Asks for a run now, without waiting for it; a run in progress is followed by one more. */
  readonly kick: () => void;
  readonly start: () => void;
  /** Stops the timer and waits for the run in progress. */
  readonly stop: () => Promise<void>;
};

export const backgroundLoop = (
  run: () => Promise<unknown>,
  { intervalMs, onError }: { readonly intervalMs: number; readonly onError: (error: unknown) => void },
): BackgroundLoop => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = true;

  const tick = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  };

  return {
    kick: tick,
    start: () => {
      stopped = false;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
