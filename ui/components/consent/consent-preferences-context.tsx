import { createContext, useContext } from 'react';

/** Opens the consent preferences dialog from anywhere on the page (the footer's link), to change one's mind. */
export const ConsentPreferencesContext = createContext<(() => void) | null>(null);

export const useOpenConsentPreferences = () => useContext(ConsentPreferencesContext);
