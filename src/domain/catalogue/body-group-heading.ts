/** Words kept in capitals when a heading is written in capitals ("SUVS" -> "SUVs", "4X4" -> "4x4" stays). */
const ACRONYMS: Record<string, string> = {
  SUV: 'SUV',
  SUVS: 'SUVs',
  EV: 'EV',
  EVS: 'EVs',
  '4X4': '4x4',
  AWD: 'AWD',
};

/**
 * A catalogue body group's heading. A name written in capitals by the manufacturer ("VEHICLES", "TRUCKS")
 * reads in title case ("Vehicles", "Trucks"), acronyms kept ("SUVS" -> "SUVs"); a name already in mixed
 * case ("SUVs", "Electric & Hybrid") is kept as written.
 */
export function bodyGroupHeading(name: string): string {
  const trimmed = name.trim();
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed
    .split(/(\s+)/)
    .map((word) => ACRONYMS[word] ?? word.charAt(0) + word.slice(1).toLowerCase())
    .join('');
}
