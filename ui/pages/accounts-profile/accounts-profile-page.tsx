import type { AccountProfilePageData as PageData } from '../../../core/storefront/accounts/load-self-service-pages.use-case.ts';
import { useTexts } from '../../app/use-texts.ts';
import { AddressBookSection } from './address-book-section.tsx';
import { EmailChangeSection } from './email-change-section.tsx';
import { MyDataSection } from './my-data-section.tsx';
import { PasswordForm } from './password-form.tsx';
import { PreferencesSection } from './preferences-section.tsx';
import { ProfileForm } from './profile-form.tsx';

/** The customer's details, password, and their data: download it or delete the account. */
export const AccountProfilePage = ({ data }: { readonly data: PageData }) => {
  const { t } = useTexts('accounts-profile');
  return (
    <article className="account-page">
      <h1>{t('title')}</h1>
      <div className="account-columns">
        <ProfileForm profile={data.profile} />
        <PasswordForm email={data.profile.email} />
      </div>
      <div className="account-columns">
        <EmailChangeSection email={data.profile.email} />
        <AddressBookSection book={data.addressBook} />
      </div>
      <PreferencesSection />
      <MyDataSection email={data.profile.email} dataExportUrl={data.profile.dataExportUrl} />
    </article>
  );
};
