import type * as t from 'io-ts';

/** A JSON Schema as OpenAPI 3.0 writes it (nullable rather than a null type). */
export type JsonSchema = { readonly [keyword: string]: unknown };

const DOCUMENTED = new WeakMap<t.Any, JsonSchema | (() => JsonSchema)>();

/**
 * A hand-made codec (`new t.Type`) states its wire form here: io-ts cannot see inside its functions. A function
 * is asked when the document is written, for a codec made of other codecs.
 */
export const documented = <C extends t.Any>(codec: C, schema: JsonSchema | (() => JsonSchema)): C => {
  DOCUMENTED.set(codec, schema);
  return codec;
};

/** Marks a form field whose text is JSON: the document adds the field's `encoding` (OpenAPI 3.0's per-field media type). */
export const JSON_TEXT = 'x-json-text';

/** A form field holding `schema`'s value as JSON text. */
export const jsonText = (schema: JsonSchema): JsonSchema => ({ ...schema, [JSON_TEXT]: true });

/** The io-ts combinators the contract is written with, as io-ts tags them. */
type Tagged =
  | { readonly _tag: 'StringType' | 'NumberType' | 'BooleanType' | 'NullType' | 'UnknownType' }
  | { readonly _tag: 'UndefinedType' | 'VoidType' | 'AnyDictionaryType' | 'UnknownRecordType' }
  | { readonly _tag: 'LiteralType'; readonly value: string | number | boolean }
  | { readonly _tag: 'KeyofType'; readonly keys: Readonly<Record<string, unknown>> }
  | { readonly _tag: 'UnionType' | 'IntersectionType'; readonly types: readonly t.Any[] }
  | { readonly _tag: 'InterfaceType' | 'PartialType'; readonly props: Readonly<Record<string, t.Any>> }
  | {
      readonly _tag: 'ArrayType' | 'ReadonlyArrayType' | 'ReadonlyType' | 'ExactType' | 'RefinementType';
      readonly type: t.Any;
    }
  | { readonly _tag: 'DictionaryType'; readonly codomain: t.Any };

const isOptional = (codec: t.Any): boolean => {
  const tagged = codec as unknown as Tagged;
  if (tagged._tag === 'UndefinedType' || tagged._tag === 'VoidType') return true;
  return tagged._tag === 'UnionType' && tagged.types.some(isOptional);
};

const isNull = (codec: t.Any) => (codec as unknown as Tagged)._tag === 'NullType';

const objectOf = (props: Readonly<Record<string, t.Any>>, allRequired: boolean): JsonSchema => {
  const required = allRequired ? Object.keys(props).filter((name) => !isOptional(props[name]!)) : [];
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(props).map(([name, codec]) => [name, jsonSchemaOf(codec)])),
    ...(required.length > 0 ? { required } : {}),
  };
};

/** Several object schemas as one (the contract's `t.intersection([t.type(…), t.partial(…)])`). */
const mergedObjects = (schemas: readonly JsonSchema[]): JsonSchema =>
  schemas.every((schema) => schema['type'] === 'object' && schema['properties'] !== undefined)
    ? {
        type: 'object',
        properties: Object.assign({}, ...schemas.map((schema) => schema['properties'])) as JsonSchema,
        ...(schemas.some((schema) => schema['required'])
          ? { required: schemas.flatMap((schema) => (schema['required'] as string[] | undefined) ?? []) }
          : {}),
      }
    : { allOf: schemas };

/** Null and nothing else: OpenAPI 3.0 has no null type, and `nullable` needs a `type` beside it. */
const NULL_ONLY: JsonSchema = { type: 'string', nullable: true, enum: [null] };

/** `schema`, or null. */
const orNull = (schema: JsonSchema): JsonSchema => {
  if (Object.keys(schema).length === 0) return schema;
  return schema['type'] !== undefined && schema['enum'] === undefined
    ? { ...schema, nullable: true }
    : { anyOf: [schema, NULL_ONLY] };
};

const unionOf = (members: readonly t.Any[]): JsonSchema => {
  const nullable = members.some(isNull);
  const present = members.filter((member) => !isNull(member) && !isOptional(member));
  const literals = present.map((member) => member as unknown as Tagged);
  if (literals.length > 0 && literals.every((member) => member._tag === 'LiteralType')) {
    const values = literals.map((member) => (member as { value: string | number | boolean }).value);
    const schema = { type: typeof values[0], enum: values };
    return nullable ? { ...schema, nullable: true, enum: [...values, null] } : schema;
  }
  const schemas = present.map(jsonSchemaOf);
  if (schemas.length === 1) return nullable ? orNull(schemas[0]!) : schemas[0]!;
  return { anyOf: nullable ? [...schemas, NULL_ONLY] : schemas };
};

/**
 * The JSON Schema of a codec's wire form, for the OpenAPI document: the same codecs that decode the requests and
 * encode the answers describe them, so the document cannot drift from the contract. A codec it cannot read
 * (a hand-made one not `documented`) is an error, not a silent `{}`.
 */
export const jsonSchemaOf = (codec: t.Any): JsonSchema => {
  const given = DOCUMENTED.get(codec);
  if (given !== undefined) return typeof given === 'function' ? given() : given;
  const tagged = codec as unknown as Tagged;
  // A refinement's rule is a function too: its base type alone would document more than it accepts.
  if (tagged._tag === 'RefinementType') {
    throw new Error(`The refinement ${codec.name} must state its rule's schema with documented()`);
  }
  switch (tagged._tag) {
    case 'StringType':
      return { type: 'string' };
    case 'NumberType':
      return { type: 'number' };
    case 'BooleanType':
      return { type: 'boolean' };
    case 'NullType':
      return NULL_ONLY;
    case 'UnknownType':
    case 'UndefinedType':
    case 'VoidType':
      return {};
    case 'AnyDictionaryType':
    case 'UnknownRecordType':
      return { type: 'object' };
    case 'LiteralType':
      return { type: typeof tagged.value, enum: [tagged.value] };
    case 'KeyofType':
      return { type: 'string', enum: Object.keys(tagged.keys) };
    case 'UnionType':
      return unionOf(tagged.types);
    case 'IntersectionType':
      return mergedObjects(tagged.types.map(jsonSchemaOf));
    case 'InterfaceType':
      return objectOf(tagged.props, true);
    case 'PartialType':
      return objectOf(tagged.props, false);
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return { type: 'array', items: jsonSchemaOf(tagged.type) };
    case 'ReadonlyType':
    case 'ExactType':
      return jsonSchemaOf(tagged.type);
    case 'DictionaryType':
      return { type: 'object', additionalProperties: jsonSchemaOf(tagged.codomain) };
    default:
      throw new Error(`The codec ${codec.name} has no JSON Schema: give it one with documented()`);
  }
};
