import { env } from '@/env';
import { keptSecret } from '@/server/admin/kept-secret';
import { createSettingsCipher, settingsKeyFrom, type TSettingsCipher } from './settings-cipher';

let cipher: TSettingsCipher | undefined;

/** The cipher of site secrets under SETTINGS_ENCRYPTION_KEY, else the key kept in DATA_DIR/settings-key. */
export function getSettingsCipher(): TSettingsCipher {
  cipher ??= createSettingsCipher(
    settingsKeyFrom(env.SETTINGS_ENCRYPTION_KEY ?? keptSecret(env.DATA_DIR, 'settings-key')),
  );
  return cipher;
}
