import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { validateEmail } from '../../../../core/domain/validation/email.ts';

const LOCAL_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.+-';
const LABEL_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const text = (chars: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...chars), minLength, maxLength });

const label = fc
  .tuple(text(LABEL_CHARS, 1, 1), text(`${LABEL_CHARS}-`, 0, 8), text(LABEL_CHARS, 1, 1))
  .map(([first, middle, last]) => `${first}${middle}${last}`);

const domain = fc.array(label, { minLength: 2, maxLength: 4 }).map((labels) => labels.join('.'));
const localPart = text(LOCAL_CHARS, 1, 20);

describe('validateEmail (spec 5: local part of letters, digits, _ . + -, then @, then a domain with a dot)', () => {
  it.each(['a@b.co', 'user.name+tag@estampa.example', 'first_last-1@mail.shop.example', 'A.B@X-Y.EU', '.+_-@a.b'])(
    'accepts %s',
    (address) => {
      expect(validateEmail(address)).toEqual(ok(address));
    },
  );

  it.each([
    ['no domain dot', 'a@b'],
    ['no local part', '@b.co'],
    ['no @', 'ab.co'],
    ['two @', 'a@b@c.co'],
    ['a blank in the local part', 'a b@c.co'],
    ['an accented letter', 'ñandú@b.co'],
    ['an apostrophe', "o'neil@b.co"],
    ['an empty domain label', 'a@b..co'],
    ['a trailing dot in the domain', 'a@b.co.'],
    ['a label starting with a hyphen', 'a@-b.co'],
    ['a label ending with a hyphen', 'a@b-.co'],
    ['an underscore in the domain', 'a@b_c.co'],
    ['surrounding blanks', ' a@b.co '],
    ['the empty string', ''],
  ])('refuses %s', (_why, address) => {
    expect(validateEmail(address)).toEqual(err({ type: 'InvalidEmail' }));
  });

  it('accepts every address built from the allowed characters', () => {
    fc.assert(
      fc.property(localPart, domain, (local, host) => {
        const address = `${local}@${host}`;
        expect(validateEmail(address)).toEqual(ok(address));
      }),
    );
  });

  it('refuses every address with a forbidden character in the local part', () => {
    const forbidden = fc
      .string({ minLength: 1, maxLength: 1, unit: 'grapheme' })
      .filter((c) => !LOCAL_CHARS.includes(c));
    fc.assert(
      fc.property(localPart, forbidden, fc.nat(), domain, (local, bad, at, host) => {
        const position = at % (local.length + 1);
        const address = `${local.slice(0, position)}${bad}${local.slice(position)}@${host}`;
        expect(validateEmail(address)).toEqual(err({ type: 'InvalidEmail' }));
      }),
    );
  });

  it('refuses every address whose domain has no dot', () => {
    fc.assert(
      fc.property(localPart, label, (local, host) => {
        expect(validateEmail(`${local}@${host}`)).toEqual(err({ type: 'InvalidEmail' }));
      }),
    );
  });
});
