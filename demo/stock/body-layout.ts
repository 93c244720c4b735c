import { parseDrivetrain } from '@/domain/cars/drivetrain';

/** Doors and seats of the usual build of each demo body (utes as dual cabs); bodies not listed leave both unknown. */
const LAYOUT_BY_BODY: Record<string, { doors: number; seats: number }> = {
  Coupe: { doors: 2, seats: 4 },
  Hatch: { doors: 5, seats: 5 },
  'People Mover': { doors: 5, seats: 8 },
  SUV: { doors: 5, seats: 5 },
  Sedan: { doors: 4, seats: 5 },
  Ute: { doors: 4, seats: 5 },
  Wagon: { doors: 5, seats: 5 },
};

/** The drivetrain a badge's name states ('XLT 4x4', 'e-4ORCE', 'AWD'), as a feed would write it; else null. */
function drivetrainOf(badge: string): string | null {
  if (/e-4ORCE/i.test(badge)) return 'AWD';
  const named = badge.split(/\s+/).find((word) => parseDrivetrain(word));
  return named ? parseDrivetrain(named) : null;
}

/** A demo car's drivetrain, doors and seats, from its body and badge: null where the demo cannot know them. */
export function bodyLayout(body: string, badge: string) {
  const layout = LAYOUT_BY_BODY[body];
  return { drivetrain: drivetrainOf(badge), doors: layout?.doors ?? null, seats: layout?.seats ?? null };
}
