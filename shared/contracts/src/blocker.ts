import * as z from 'zod/mini';
import { englishErrorText } from '@ps/contracts/errors';

/**
 * Connecting the blocker extension: the signed-in page asks for a one-time pairing code and
 * hands it to the extension, which trades it for a device token of its own. The page never sees
 * the token; the extension sends it as `Authorization: Bearer <token>` to the focus calls only.
 */
export const PAIRING_SECONDS = 60;

export const pairingSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type Pairing = z.infer<typeof pairingSchema>;

export const deviceInputSchema = z.object(
  { code: z.string({ message: englishErrorText('pairingInvalid') }) },
  { message: englishErrorText('pairingInvalid') },
);

export const deviceTokenSchema = z.object({ id: z.int(), token: z.string() });
export type DeviceToken = z.infer<typeof deviceTokenSchema>;

export const blockerDeviceSchema = z.object({
  id: z.int(),
  createdAt: z.string(),
  lastSeenAt: z.nullable(z.string()),
});
export type BlockerDevice = z.infer<typeof blockerDeviceSchema>;
export const blockerDeviceListSchema = z.array(blockerDeviceSchema);

/**
 * The window-message protocol between the app's page and the extension's content script on it.
 * Every message carries this channel, both ways; the page never receives the device token.
 */
export const BLOCKER_PAGE_CHANNEL = 'productivity-suite-blocker';

/** From the page: "are you there?", or "connect with this one-time code". */
export type BlockerPageRequest =
  | { channel: typeof BLOCKER_PAGE_CHANNEL; type: 'hello' }
  | { channel: typeof BLOCKER_PAGE_CHANNEL; type: 'connect'; code: string };

/** From the extension: whether it is connected to this very origin, and why a connect failed. */
export interface BlockerPageAnswer {
  channel: typeof BLOCKER_PAGE_CHANNEL;
  type: 'status';
  connected: boolean;
  error?: string;
}
