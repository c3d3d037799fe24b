import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentVersion } from '../../../core/domain/consent/consent.ts';
import { newSession } from '../../../core/domain/session/session.ts';
import type { SessionId } from '../../../core/domain/session/session-id.ts';
import type { StorefrontSessionRepository } from '../../../core/shop/session/storefront-session-repository.port.ts';

type Opened = { repository: StorefrontSessionRepository; close: () => Promise<void> };

/** What every StorefrontSessionRepository must do; run against the fake and every real adapter. */
export const describeStorefrontSessionRepositoryContract = (name: string, open: () => Promise<Opened>) =>
  describe(`StorefrontSessionRepository contract: ${name}`, () => {
    let opened: Opened;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(() => opened.close());

    it('finds nothing for a session never saved', async () => {
      expect((await opened.repository.find('NeverSaved000000' as SessionId))._unsafeUnwrap()).toBeUndefined();
    });

    it('creates a first-visit session with the changes, then merges later ones over it', async () => {
      const id = 'MergeSession0001' as SessionId;
      const screen = { screenWidth: 390, screenHeight: 844, screenDevicePixelRatio: 3 };
      expect((await opened.repository.merge(id, screen))._unsafeUnwrap()).toEqual({ ...newSession(id), ...screen });
      const consent = {
        isConsentGiven: true,
        isAdsAccepted: false,
        isAnalyticsAccepted: true,
        consentVersion: 2 as ConsentVersion,
      };
      await opened.repository.merge(id, consent);
      expect((await opened.repository.find(id))._unsafeUnwrap()).toEqual({ ...newSession(id), ...screen, ...consent });
    });

    it('keeps both of two concurrent updates of different groups', async () => {
      const id = 'Concurrent000001' as SessionId;
      await opened.repository.merge(id, {});
      await Promise.all([
        opened.repository.merge(id, { screenWidth: 1, screenHeight: 2, screenDevicePixelRatio: 1 }),
        opened.repository.merge(id, { ga4ClientId: '1.2', ga4SessionId: '3', ga4SessionNumber: 4 }),
      ]);
      expect((await opened.repository.find(id))._unsafeUnwrap()).toMatchObject({
        screenWidth: 1,
        ga4ClientId: '1.2',
      });
    });
  });
