import * as t from 'io-ts';
import { documented, jsonSchemaOf } from './json-schema.ts';

/** `retryMethods` → `retry_methods`: the Shop API's name on the wire for a domain field, as a type. */
export type WireName<S extends string> = S extends `${infer Head}${infer Rest}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${WireName<Rest>}`
  : S;

/** `retryMethods` → `retry_methods`: the Shop API's name on the wire for a domain field. */
export const wireNameOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

type DomainOf<P extends t.Props> = { [K in keyof P]: t.TypeOf<P[K]> };
type WireOf<P extends t.Props> = { [K in keyof P & string as WireName<K>]: t.OutputOf<P[K]> };

/**
 * An object of the Shop API named by its domain fields: `wireType({ canRetry: t.boolean })` is `{ canRetry }`
 * in the code and `{ "can_retry": … }` on the wire, both ways. Every field is named mechanically, so nobody
 * writes a wire name by hand and client and server cannot disagree on one.
 */
export const wireType = <P extends t.Props>(props: P, name = 'WireObject'): t.Type<DomainOf<P>, WireOf<P>, unknown> => {
  const fields = Object.keys(props).map((field) => [field, wireNameOf(field)] as const);
  const domain = t.type(props);
  const wire = t.type(Object.fromEntries(fields.map(([field, onWire]) => [onWire, props[field]!])));
  const codec = new t.Type<DomainOf<P>, WireOf<P>, unknown>(
    name,
    (u): u is DomainOf<P> => domain.is(u),
    (u, c) => {
      const decoded = wire.validate(u, c);
      if (decoded._tag === 'Left') return decoded;
      const read = decoded.right as Record<string, unknown>;
      return t.success(Object.fromEntries(fields.map(([field, onWire]) => [field, read[onWire]])) as DomainOf<P>);
    },
    (value) =>
      Object.fromEntries(
        fields.map(([field, onWire]) => [onWire, props[field]!.encode((value as Record<string, unknown>)[field])]),
      ) as WireOf<P>,
  );
  return documented(codec, () => jsonSchemaOf(wire));
};
