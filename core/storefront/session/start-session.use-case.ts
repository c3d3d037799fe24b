import { okAsync, type ResultAsync } from 'neverthrow';
import type { Session } from '../../domain/session/session.ts';
import type { SessionGateway } from './session-gateway.port.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

export type ScreenMetrics = { readonly width: number; readonly height: number; readonly devicePixelRatio: number };

/**
 * Reads the session when the storefront starts and records the screen once per session. The screen is
 * statistics only, so a failure to store it keeps the session as read.
 */
export const startSession =
  (gateway: SessionGateway) =>
  (screen: ScreenMetrics): ResultAsync<Session, ShopUnavailable> =>
    gateway.current().andThen((session) =>
      session.screenWidth !== null
        ? okAsync(session)
        : gateway
            .update({
              screenWidth: Math.round(screen.width),
              screenHeight: Math.round(screen.height),
              screenDevicePixelRatio: screen.devicePixelRatio,
            })
            .orElse(() => okAsync(session)),
    );
