import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  validateContactEmail,
  validateContactStep,
  validateCustomerType,
} from '../../../../core/domain/checkout/contact-step.ts';
import { aCompanyContact, aPersonContact, country } from '../../../support/checkout-mother.ts';

const ES = country('ES');

describe('validateContactStep', () => {
  it('gives a person their checked contact details', () => {
    expect(validateContactStep(aPersonContact(), ES)).toEqual(
      ok({
        customerType: 'PERSON',
        email: 'ana@example.es',
        firstName: 'Ana',
        lastName: 'García López',
        phone: '+34612345678',
      }),
    );
  });

  it('ignores company fields for a person', () => {
    expect(validateContactStep(aPersonContact({ companyName: '???', vatId: 'nonsense' }), ES).isOk()).toBe(true);
  });

  it('adds the company name and VAT number for a company', () => {
    expect(validateContactStep(aCompanyContact(), ES)).toEqual(
      ok({
        customerType: 'COMPANY',
        email: 'ana@example.es',
        firstName: 'Ana',
        lastName: 'García López',
        phone: '+34612345678',
        companyName: 'Imprenta Mayor S.L.',
        vatId: 'ESB12345674',
      }),
    );
  });

  it('reads national phone numbers and bare VAT numbers as the store country', () => {
    const polish = aCompanyContact({ phone: '512 345 678', vatId: '1234567890' });
    expect(
      validateContactStep(polish, country('PL')).map((contact) => [contact.phone, 'vatId' in contact && contact.vatId]),
    ).toEqual(ok(['+48512345678', 'PL1234567890']));
  });

  it('reports every field of a company at once', () => {
    const empty = {
      customerType: 'COMPANY',
      email: '',
      firstName: '',
      lastName: '',
      phone: '',
      companyName: '',
      vatId: '',
    };
    expect(validateContactStep(empty, ES)).toEqual(
      err({
        email: { type: 'Required' },
        firstName: { type: 'Required' },
        lastName: { type: 'Required' },
        phone: { type: 'Required' },
        companyName: { type: 'Required' },
        vatId: { type: 'Required' },
      }),
    );
  });

  it('reports an unknown customer type with the other fields', () => {
    expect(validateContactStep(aPersonContact({ customerType: 'ROBOT', email: 'ana@' }), ES)).toEqual(
      err({ customerType: { type: 'InvalidChoice', value: 'ROBOT' }, email: { type: 'InvalidEmail' } }),
    );
  });

  it('reports a missing customer type', () => {
    expect(validateContactStep(aPersonContact({ customerType: '' }), ES)).toEqual(
      err({ customerType: { type: 'Required' } }),
    );
  });

  it('names each invalid field with its own error', () => {
    const wrong = aCompanyContact({ firstName: 'R2D2', phone: 'call me', vatId: 'ESB12345675' });
    expect(validateContactStep(wrong, ES)).toEqual(
      err({
        firstName: { type: 'InvalidName' },
        phone: { type: 'InvalidPhone' },
        vatId: { type: 'InvalidVatId', country: 'ES' },
      }),
    );
  });
});

describe('validateCustomerType and validateContactEmail', () => {
  it('reads PERSON and COMPANY', () => {
    expect(validateCustomerType('COMPANY')).toEqual(ok('COMPANY'));
  });

  it('drops blanks around an e-mail before the specification rule', () => {
    expect(validateContactEmail('  ana@example.es ')).toEqual(ok('ana@example.es'));
    expect(validateContactEmail(' ')).toEqual(err({ type: 'Required' }));
    expect(validateContactEmail('ana@example')).toEqual(err({ type: 'InvalidEmail' }));
  });

  it('accepts every e-mail of the specification form', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_.+-]{1,12}$/),
        fc.stringMatching(/^[a-z0-9]{1,10}\.[a-z]{2,6}$/),
        (local, domain) => {
          expect(validateContactEmail(` ${local}@${domain} `)).toEqual(ok(`${local}@${domain}`));
        },
      ),
    );
  });
});
