import { useState } from 'react';
import type { ShownAddressBook, ShownSavedAddress } from '../../../core/storefront/accounts/address-book.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useTexts } from '../../app/use-texts.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { AddressForm } from './address-form.tsx';

const NS = 'accounts-profile';

type Editing = { readonly address: ShownSavedAddress | null } | null;

/** The customer's addresses with their defaults, which checkout starts from; add, edit and delete them here. */
export const AddressBookSection = ({ book }: { readonly book: ShownAddressBook }) => {
  const { t, i18n } = useTexts(NS);
  const { selfService } = useUseCases();
  const hydrated = useHydrated();
  const [addresses, setAddresses] = useState(book.addresses);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<'saved' | 'removed' | 'failed' | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const countryName = (code: string) => new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
  const remove = async (address: ShownSavedAddress) => {
    if (removing !== null) return;
    setRemoving(address.id);
    const outcome = await selfService.removeAddress(address.id);
    setRemoving(null);
    outcome.match(
      (rest) => {
        setAddresses(rest);
        setNotice('removed');
      },
      () => setNotice('failed'),
    );
  };
  return (
    <section className="account-card address-book" aria-labelledby="addresses-title">
      <h2 id="addresses-title">{t('addresses.title')}</h2>
      <p>{t('addresses.lead')}</p>
      {addresses.length === 0 ? <p>{t('addresses.none')}</p> : null}
      <ul className="address-list">
        {addresses.map((address) => (
          <li key={address.id}>
            <address>
              {address.line1}
              {address.line2 ? (
                <>
                  <br />
                  {address.line2}
                </>
              ) : null}
              <br />
              {address.postalCode} {address.city}
              <br />
              {countryName(address.country)}
            </address>
            {address.isDefaultBilling || address.isDefaultShipping ? (
              <p className="address-defaults">
                {address.isDefaultBilling ? <span className="badge">{t('addresses.defaultBilling')}</span> : null}
                {address.isDefaultShipping ? <span className="badge">{t('addresses.defaultShipping')}</span> : null}
              </p>
            ) : null}
            <div className="form-actions">
              <button
                type="button"
                className="button-secondary"
                disabled={!hydrated}
                aria-label={t('addresses.editOne', { address: address.line1 })}
                onClick={() => {
                  setNotice(null);
                  setEditing({ address });
                }}
              >
                {t('addresses.edit')}
              </button>
              <button
                type="button"
                className="button-secondary"
                disabled={!hydrated || removing !== null}
                aria-label={t('addresses.deleteOne', { address: address.line1 })}
                onClick={() => void remove(address)}
              >
                {t('addresses.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {notice === 'saved' || notice === 'removed' ? <p role="status">{t(`addresses.${notice}`)}</p> : null}
      {notice === 'failed' ? (
        <p role="alert" className="form-error">
          {t('failed')}
        </p>
      ) : null}
      {editing === null ? (
        <p>
          <button
            type="button"
            disabled={!hydrated}
            onClick={() => {
              setNotice(null);
              setEditing({ address: null });
            }}
          >
            {t('addresses.add')}
          </button>
        </p>
      ) : (
        <AddressForm
          key={editing.address?.id ?? 'new'}
          address={editing.address}
          countries={book.countries}
          onSaved={(saved) => {
            setAddresses(saved);
            setEditing(null);
            setNotice('saved');
          }}
          onCancel={() => setEditing(null)}
        />
      )}
    </section>
  );
};
