import { okAsync } from 'neverthrow';
import type { ChangeNotice, ChangeNotices } from '../../core/shop/change-notices.port.ts';
import { noticeListeners } from '../../core/shop/change-notices.ts';

/** ChangeNotices in memory: records what this instance announced, and plays notices from "another instance". */
export const recordingChangeNotices = () => {
  const listeners = noticeListeners();
  const announced: ChangeNotice[] = [];
  const notices: ChangeNotices = {
    announce: (notice) => {
      announced.push(notice);
      listeners.deliver(notice);
      return okAsync(undefined);
    },
    subscribe: listeners.add,
  };
  return { notices, announced, fromAnotherInstance: listeners.deliver };
};
