import { useCallback, useEffect, useRef, useState } from 'react';
import { grantedCategories, needsConsentPrompt, type GrantedCategories } from '../../core/domain/consent/consent.ts';
import { sessionConsent, type Session } from '../../core/domain/session/session.ts';
import { CURRENT_CONSENT_VERSION } from '../../core/storefront/session/consent-text.ts';
import type { SessionUseCases } from '../../core/storefront/session/session-use-cases.ts';

export type VisitorSession = {
  /** Undefined until the session is read: nothing is asked or sent before. */
  readonly session: Session | undefined;
  readonly granted: GrantedCategories;
  readonly mustAsk: boolean;
  readonly saving: boolean;
  readonly failed: boolean;
  readonly choose: (choice: GrantedCategories) => Promise<boolean>;
};

/**
 * The session read on start, followed across tabs, and the consent answer it carries. Until it is read,
 * `consentDue` (the server's reading of the same session) says whether to ask, so the banner is in the first paint.
 */
export const useVisitorSession = (useCases: SessionUseCases, consentDue: boolean): VisitorSession => {
  const [session, setSession] = useState<Session | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    useCases.declareConsentDefault();
    let active = true;
    const screen = { width: window.screen.width, height: window.screen.height };
    void useCases.start({ ...screen, devicePixelRatio: window.devicePixelRatio }).map((read) => {
      if (active) setSession(read);
    });
    const unsubscribe = useCases.onSharedSession(setSession);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [useCases]);

  const stored = session === undefined ? undefined : sessionConsent(session);
  const granted = grantedCategories(stored, CURRENT_CONSENT_VERSION);
  const known = session !== undefined;
  const { ads, analytics } = granted;

  useEffect(() => {
    if (known) useCases.applyConsent({ ads, analytics });
  }, [useCases, known, ads, analytics]);

  // Read through a ref: the ids are recorded once analytics starts, not again on every session change.
  const current = useRef(session);
  current.current = session;
  useEffect(() => {
    const read = current.current;
    if (!analytics || read === undefined) return;
    let active = true;
    void useCases.recordAnalyticsIdentity(read).map((updated) => {
      if (active && updated !== read) setSession(updated);
    });
    return () => {
      active = false;
    };
  }, [useCases, known, analytics]);

  const choose = useCallback(
    async (choice: GrantedCategories) => {
      setSaving(true);
      const outcome = await useCases.chooseConsent(choice);
      setSaving(false);
      setFailed(outcome.isErr());
      if (outcome.isOk()) setSession(outcome.value);
      return outcome.isOk();
    },
    [useCases],
  );

  return {
    session,
    granted,
    mustAsk: known ? needsConsentPrompt(stored, CURRENT_CONSENT_VERSION) : consentDue,
    saving,
    failed,
    choose,
  };
};
