/** A car's driven wheels, as a stock feed may state them and the car page shows them. */
export const DRIVETRAINS = ['AWD', '4WD', 'FWD', 'RWD'] as const;
export type TDrivetrain = (typeof DRIVETRAINS)[number];

/** What feeds write for each (case, spaces and hyphens ignored): the usual codes and their words. */
const SPELLINGS: Record<string, TDrivetrain> = {
  awd: 'AWD',
  allwheeldrive: 'AWD',
  '4wd': '4WD',
  '4x4': '4WD',
  fourwheeldrive: '4WD',
  '4wheeldrive': '4WD',
  fwd: 'FWD',
  frontwheeldrive: 'FWD',
  rwd: 'RWD',
  rearwheeldrive: 'RWD',
};

/** The drivetrain a feed's text names ('All Wheel Drive', '4x4', 'fwd'), or null when it names none of them. */
export function parseDrivetrain(text: string): TDrivetrain | null {
  return SPELLINGS[text.toLowerCase().replace(/[\s-]+/g, '')] ?? null;
}

/** schema.org's DriveWheelConfigurationValue for each drivetrain. */
export const DRIVE_WHEEL_CONFIGURATION: Record<TDrivetrain, string> = {
  AWD: 'https://schema.org/AllWheelDriveConfiguration',
  '4WD': 'https://schema.org/FourWheelDriveConfiguration',
  FWD: 'https://schema.org/FrontWheelDriveConfiguration',
  RWD: 'https://schema.org/RearWheelDriveConfiguration',
};

/** A car's `driveWheelConfiguration` for its structured data: schema.org's value when the text names one, else the text. */
export function driveWheelConfiguration(text: string): string {
  const drivetrain = parseDrivetrain(text);
  return drivetrain ? DRIVE_WHEEL_CONFIGURATION[drivetrain] : text;
}
