import { sunshineCoastNissan } from './sunshine-coast-nissan';
import { sydneyMotorGroup } from './sydney-motor-group';
import type { TSiteSeed } from './types';
import { waikatoMotors } from './waikato-motors';

/** The three demo sites, in the order they are inserted (their ids follow it). */
export const DEMO_SITES: readonly TSiteSeed[] = [sydneyMotorGroup, sunshineCoastNissan, waikatoMotors];
