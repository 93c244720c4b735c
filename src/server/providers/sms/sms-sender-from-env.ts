import { env } from '@/env';
import type { TSmsSender } from './sms-sender.types';
import { createTwilioSmsSender } from './twilio-sms-sender';

/** The SMS provider SMS_PROVIDER names (src/env.ts refuses it without its settings), or null when texts are off. */
export function smsSenderFromEnv(): TSmsSender | null {
  if (env.SMS_PROVIDER !== 'twilio') return null;
  return createTwilioSmsSender({
    accountSid: env.TWILIO_ACCOUNT_SID!,
    authToken: env.TWILIO_AUTH_TOKEN!,
    from: env.TWILIO_FROM!,
    apiUrl: env.TWILIO_API_URL,
  });
}
