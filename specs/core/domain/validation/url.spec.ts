import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { validateUrl } from '../../../../core/domain/validation/url.ts';

const refused = err({ type: 'InvalidUrl' });

describe('validateUrl (spec 5: must parse as a URL)', () => {
  it.each([
    'https://es.estampa.example',
    'https://es.estampa.example/designs/mugs/123?query=cat#reviews',
    'HTTP://ES.ESTAMPA.EXAMPLE./',
    'http://localhost:3000/',
    'http://localhost:65535',
    'http://192.168.0.1/path',
    'http://[2001:db8::1]:8080/',
    'ftp://user:secret@files.estampa.example/a.pdf',
    'https://españa.example/camisetas/niño',
    'https://es.estampa.example?query',
    'https://es.estampa.example#top',
    'https://es.estampa.example/a%20b/ünïcode',
    'git+ssh://host.example/repo',
  ])('accepts %s', (input) => {
    expect(validateUrl(input)).toEqual(ok(input));
  });

  it.each([
    ['a bare host', 'estampa.example'],
    ['a relative path', '/cart'],
    ['no host', 'https://'],
    ['no host before the path', 'file:///etc/hosts'],
    ['no authority', 'mailto:help@estampa.example'],
    ['a port above 65535', 'https://estampa.example:65536'],
    ['an empty port', 'https://estampa.example:/'],
    ['a port with letters', 'https://estampa.example:80a'],
    ['a blank inside the host', 'https://esta mpa.example'],
    ['a blank in the path', 'https://estampa.example/a b'],
    ['a control character', 'https://estampa.example/\u0000'],
    ['an IPv4 part above 255', 'http://192.168.0.256'],
    ['three IPv4 parts', 'http://192.168.0'],
    ['an empty domain label', 'https://estampa..example'],
    ['a host of punctuation', 'https://!!!/'],
    ['a bracketed host with one colon', 'http://[::/'],
    ['a bracketed non-address', 'http://[nope]/'],
    ['a scheme starting with a digit', '1http://estampa.example'],
    ['surrounding blanks', ' https://estampa.example'],
    ['the empty string', ''],
  ])('refuses %s', (_why, input) => {
    expect(validateUrl(input)).toEqual(refused);
  });

  it('restricts schemes when asked to, ignoring letter case', () => {
    const web = { schemes: ['http', 'https'] };
    expect(validateUrl('HTTPS://estampa.example', web)).toEqual(ok('HTTPS://estampa.example'));
    expect(validateUrl('ftp://estampa.example', web)).toEqual(refused);
    expect(validateUrl('javascript://alert(1)', web)).toEqual(refused);
  });

  it('accepts every generated web URL', () => {
    fc.assert(
      fc.property(
        fc.webUrl({
          withQueryParameters: true,
          withFragments: true,
          authoritySettings: { withIPv4: true, withIPv6: true, withPort: true, withUserInfo: true },
        }),
        (input) => {
          expect(validateUrl(input, { schemes: ['http', 'https'] })).toEqual(ok(input));
        },
      ),
    );
  });

  it('refuses every string without "://"', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('://')),
        (input) => {
          expect(validateUrl(input)).toEqual(refused);
        },
      ),
    );
  });

  it('refuses every URL with a blank in it', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.nat(), fc.constantFrom(' ', '\t', '\n', '\u00a0'), (url, at, blank) => {
        const position = at % (url.length + 1);
        expect(validateUrl(`${url.slice(0, position)}${blank}${url.slice(position)}`)).toEqual(refused);
      }),
    );
  });
});
