import { ResultAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';

type Unavailable = ReturnType<typeof apiRequestFailed>;

/** One import, however many ports ask for it; a failed one (offline) is tried again on the next call. */
export const loadOnce = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
};

/** Every method of a port, listed so the compiler notices one that is added later. */
export type MethodsOf<P> = { readonly [K in keyof P]: true };

/**
 * A port whose adapter arrives in a later chunk: each call waits for it, and a chunk that cannot load answers
 * as the shop being unavailable, which every gateway port already has to handle.
 */
export const lazyPort = <P extends object>(methods: MethodsOf<P>, load: () => Promise<P>, name: string): P =>
  Object.fromEntries(
    Object.keys(methods).map((method) => [
      method,
      (...args: unknown[]) =>
        ResultAsync.fromPromise(load(), (): Unavailable => apiRequestFailed(`${name}.${method}`)).andThen((port) =>
          (port[method as keyof P] as (...args: unknown[]) => ResultAsync<unknown, unknown>)(...args),
        ),
    ]),
  ) as P;

/** A single-function port (opening a page) over a later chunk. */
export const lazyFunction =
  <A extends unknown[], T, E>(load: () => Promise<(...args: A) => ResultAsync<T, E>>, name: string) =>
  (...args: A): ResultAsync<T, E | Unavailable> =>
    ResultAsync.fromPromise(load(), () => apiRequestFailed(name)).andThen((run) => run(...args));
