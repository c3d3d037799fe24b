import * as t from 'io-ts';
import { documented, jsonSchemaOf } from './json-schema.ts';

/** `retryMethods` → `retry_methods`: the Shop API's name on the wire for a domain field, as a type. */
export type WireName<S extends string> = S extends `${infer Head}${infer Rest}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${WireName<Rest>}`
  : S;

/** `retryMethods` → `retry_methods`: the Shop API's name on the wire for a domain field. */
export const wireNameOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

type Flat<T> = { [K in keyof T]: T[K] };
type DomainOf<P extends t.Props, O extends t.Props> = Flat<
  { [K in keyof P]: t.TypeOf<P[K]> } & { [K in keyof O]?: t.TypeOf<O[K]> }
>;
type WireOf<P extends t.Props, O extends t.Props> = Flat<
  { [K in keyof P & string as WireName<K>]: t.OutputOf<P[K]> } & {
    [K in keyof O & string as WireName<K>]?: t.OutputOf<O[K]>;
  }
>;

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u);

/**
 * An object of the Shop API named by its domain fields: `wireType({ canRetry: t.boolean })` is `{ canRetry }`
 * in the code and `{ "can_retry": … }` on the wire, both ways. Every field is named mechanically, so nobody
 * writes a wire name by hand and client and server cannot disagree on one. `optional` fields may be absent
 * (as `t.partial`'s); an absent or undefined one is left out on the wire.
 */
export const wireType = <P extends t.Props, O extends t.Props = Record<never, t.Mixed>>(
  props: P,
  name = 'WireObject',
  optional?: O,
): t.Type<DomainOf<P, O>, WireOf<P, O>, unknown> => {
  // Each field's names, codec and traits, worked out once per codec in plain arrays, so the loops below stay cheap.
  const required = Object.keys(props);
  const optionals = Object.keys(optional ?? {});
  const domainNames = [...required, ...optionals];
  const count = domainNames.length;
  const wireNames = domainNames.map(wireNameOf);
  const codecs: t.Mixed[] = [...required.map((field) => props[field]!), ...optionals.map((field) => optional![field]!)];
  const optionalAt = domainNames.map((_, index) => index >= required.length);
  const sentAsIs = codecs.map((codec) => codec.encode === t.identity);
  const renames = wireNames.some((wireName, index) => wireName !== domainNames[index]);
  const wireProps = (optionals: boolean) =>
    Object.fromEntries(
      wireNames.flatMap((wireName, index) => (optionalAt[index] === optionals ? [[wireName, codecs[index]!]] : [])),
    );
  const wire =
    optional === undefined
      ? t.type(wireProps(false))
      : t.intersection([t.type(wireProps(false)), t.partial(wireProps(true))]);
  const domain = optional === undefined ? t.type(props) : t.intersection([t.type(props), t.partial(optional)]);

  const decodeEach = (u: unknown, c: t.Context): t.Validation<DomainOf<P, O>> => {
    if (!isRecord(u)) return t.failure(u, c);
    const read: Record<string, unknown> = {};
    let errors: t.ValidationError[] | undefined;
    for (let index = 0; index < count; index++) {
      const given = u[wireNames[index]!];
      if (given === undefined && optionalAt[index]) continue;
      const codec = codecs[index]!;
      const decoded = codec.validate(given, t.appendContext(c, wireNames[index]!, codec, given));
      if (decoded._tag === 'Right') read[domainNames[index]!] = decoded.right;
      else if (errors === undefined) errors = [...decoded.left];
      else errors.push(...decoded.left);
    }
    return errors === undefined ? t.success(read as DomainOf<P, O>) : t.failures(errors);
  };

  const encode = (value: DomainOf<P, O>): WireOf<P, O> => {
    const from = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (let index = 0; index < count; index++) {
      const given = from[domainNames[index]!];
      if (given === undefined && optionalAt[index]) continue;
      out[wireNames[index]!] = sentAsIs[index] ? given : codecs[index]!.encode(given);
    }
    return out as WireOf<P, O>;
  };

  // Where no name changes and every field is required, the wire is io-ts's own `t.type`, which keeps the object
  // it reads and sends when it can; io-ts's intersection with `t.partial` would copy and merge each object instead.
  const codec = new t.Type<DomainOf<P, O>, WireOf<P, O>, unknown>(
    name,
    (u): u is DomainOf<P, O> => domain.is(u),
    renames || optional !== undefined ? decodeEach : (u, c) => wire.validate(u, c) as t.Validation<DomainOf<P, O>>,
    renames || !sentAsIs.every(Boolean) ? encode : t.identity,
  );
  return documented(codec, () => jsonSchemaOf(wire));
};
