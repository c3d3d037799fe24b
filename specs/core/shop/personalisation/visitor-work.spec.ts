import { describe, expect, it } from 'vitest';
import { adoptGuestWork } from '../../../../core/shop/personalisation/adopt-guest-work.use-case.ts';
import {
  listVisitorUploads,
  MAX_LISTED_UPLOADS,
  visitorUploadView,
} from '../../../../core/shop/personalisation/list-visitor-uploads.use-case.ts';
import { CUSTOMER, GUEST, guestPhoto, personalisationWorld } from '../../../support/in-memory-personalisation.ts';
import { ownedBy } from './project-world.ts';

const ID = '0b7f6c1e-2f4a-4c8e-9a1b-3c5d7e9f1a2b';

describe("a visitor's earlier uploads", () => {
  it('offer the 1280 px copy to draw and the 320 px one to pick, newest first', async () => {
    const older = guestPhoto({ id: 'older', createdAt: 1 });
    const { deps } = personalisationWorld({ images: [older, guestPhoto()] });
    const [newest, next] = (await listVisitorUploads(deps.uploads)(GUEST))._unsafeUnwrap();
    expect(newest).toEqual({
      id: ID,
      width: 3000,
      height: 2400,
      canvasUrl: `/images/uploads/${ID}-1280.jpg`,
      thumbnailUrl: `/images/uploads/${ID}-320.jpg`,
      uploadedAt: '2026-11-01T00:00:00.000Z',
    });
    expect(next?.id).toBe('older');
  });

  it('offer a small image at its own width, a large one at its smallest copy, and nothing to draw without a jpg or png copy', () => {
    const small = visitorUploadView(guestPhoto({ variants: [{ format: 'png', width: 900, key: 'k' }] }));
    expect([small.canvasUrl, small.thumbnailUrl]).toEqual([
      `/images/uploads/${ID}-900.png`,
      `/images/uploads/${ID}-900.png`,
    ]);
    const large = guestPhoto({
      variants: [
        { format: 'jpg', width: 1600, key: 'a' },
        { format: 'jpg', width: 2400, key: 'b' },
      ],
    });
    expect(visitorUploadView(large).thumbnailUrl).toBe(`/images/uploads/${ID}-1600.jpg`);
    const webpOnly = visitorUploadView(guestPhoto({ variants: [{ format: 'webp', width: 900, key: 'k' }] }));
    expect([webpOnly.canvasUrl, webpOnly.thumbnailUrl]).toEqual(['', '']);
  });

  it('are listed at most a hundred', async () => {
    const many = Array.from({ length: MAX_LISTED_UPLOADS + 5 }, (_, at) => guestPhoto({ id: `u${at}` }));
    const { deps } = personalisationWorld({ images: many });
    expect((await listVisitorUploads(deps.uploads)(GUEST))._unsafeUnwrap()).toHaveLength(MAX_LISTED_UPLOADS);
  });
});

describe('a guest who signs in', () => {
  it('keeps the session’s projects and uploads as the customer’s', async () => {
    const { deps, projects, images } = personalisationWorld({ projects: [ownedBy(GUEST, 'work')] });
    const customerId = CUSTOMER.customerId as NonNullable<typeof CUSTOMER.customerId>;
    expect((await adoptGuestWork(deps)(GUEST.sessionId, customerId)).isOk()).toBe(true);
    expect(projects[0]?.owner).toEqual({ sessionId: GUEST.sessionId, customerId });
    expect(images[0]?.customerId).toBe(customerId);
  });
});
