import { z } from 'zod';
import { englishErrorText } from './errors';

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

export const deviceTokenSchema = z.object({ id: z.number().int(), token: z.string() });
export type DeviceToken = z.infer<typeof deviceTokenSchema>;

export const blockerDeviceSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type BlockerDevice = z.infer<typeof blockerDeviceSchema>;
