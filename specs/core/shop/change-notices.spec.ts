import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ChangeNotice } from '../../../core/shop/change-notices.port.ts';
import { announced, CHANGE_NOTICES, isChangeNotice, noticeListeners } from '../../../core/shop/change-notices.ts';

/** Notices that record what was announced, failing when told to. */
const recordingNotices = (fails = false) => {
  const sent: ChangeNotice[] = [];
  return {
    sent,
    announce: (notice: ChangeNotice) => {
      sent.push(notice);
      return fails ? errAsync({ type: 'NoticeNotSent' as const, cause: 'connection refused' }) : okAsync(undefined);
    },
  };
};

describe('Change notices', () => {
  it('name the catalogue and the site settings, and nothing else', () => {
    expect(CHANGE_NOTICES).toEqual(['catalogue', 'site-settings']);
    expect(isChangeNotice('catalogue')).toBe(true);
    expect(isChangeNotice('site-settings')).toBe(true);
    expect(isChangeNotice('orders')).toBe(false);
    expect(isChangeNotice(undefined)).toBe(false);
  });

  it('reach every listener until it unsubscribes', () => {
    const listeners = noticeListeners();
    const first: ChangeNotice[] = [];
    const second: ChangeNotice[] = [];
    const stop = listeners.add((notice) => first.push(notice));
    listeners.add((notice) => second.push(notice));
    listeners.deliver('catalogue');
    stop();
    listeners.deliver('site-settings');
    expect(first).toEqual(['catalogue']);
    expect(second).toEqual(['catalogue', 'site-settings']);
  });

  it('deliver every notice after a reconnect, since any may have been missed', () => {
    const listeners = noticeListeners();
    const heard: ChangeNotice[] = [];
    listeners.add((notice) => heard.push(notice));
    listeners.deliverEvery();
    expect(heard).toEqual(['catalogue', 'site-settings']);
  });

  it('are announced once a change is stored, with its value', async () => {
    const notices = recordingNotices();
    expect(await announced(notices, 'catalogue', okAsync('changed'))).toEqual(ok('changed'));
    expect(notices.sent).toEqual(['catalogue']);
  });

  it('are not announced for a refused change', async () => {
    const notices = recordingNotices();
    expect(await announced(notices, 'catalogue', errAsync({ type: 'DesignNotFound' }))).toEqual(
      err({ type: 'DesignNotFound' }),
    );
    expect(notices.sent).toEqual([]);
  });

  it('leave the stored change standing when the notice cannot be sent', async () => {
    const notices = recordingNotices(true);
    expect(await announced(notices, 'site-settings', okAsync(3))).toEqual(ok(3));
    expect(notices.sent).toEqual(['site-settings']);
  });
});
