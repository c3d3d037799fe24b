/** Polls `probe` until it returns a value, for effects delivered in the background. */
export const eventually = async <T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting for a background effect');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
