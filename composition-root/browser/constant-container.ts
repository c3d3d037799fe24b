import type { ServiceIdentifier } from 'inversify';

/** What the browser's composition needs of a container: values bound once at start, read by key. */
export type ConstantBindings = {
  readonly bind: <T>(id: ServiceIdentifier<T>) => { readonly toConstantValue: (value: T) => void };
  readonly get: <T>(id: ServiceIdentifier<T>) => T;
};

/**
 * The browser's container: every binding there is a ready value, so inversify's planner (~19 kB gzip of every
 * page's first-load JS) stays on the server, which resolves per request.
 */
export const constantContainer = (): ConstantBindings => {
  const values = new Map<ServiceIdentifier<unknown>, unknown>();
  const describe = (id: ServiceIdentifier<unknown>) => (typeof id === 'function' ? id.name : String(id));
  return {
    bind: <T>(id: ServiceIdentifier<T>) => ({
      toConstantValue: (value: T) => {
        if (values.has(id)) throw new Error(`${describe(id)} is bound twice in the browser's container`);
        values.set(id, value);
      },
    }),
    get: <T>(id: ServiceIdentifier<T>): T => {
      if (!values.has(id)) throw new Error(`Nothing is bound to ${describe(id)} in the browser's container`);
      return values.get(id) as T;
    },
  };
};
