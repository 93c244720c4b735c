import { isInPeopleScope, mayManagePerson } from '@/domain/people/people-scope';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import type { TViewer } from '@/server/dashboard/viewer.types';
import type { TDb } from '@/server/db/client';
import { loadPeople, type TPerson } from './load-people';
import { peopleScopeOf, type TPeopleScope } from './scope-of-viewer';

export type TPersonInScope = TPerson & { manageable: boolean };

function inScope(viewer: TViewer, scope: TPeopleScope, person: TPerson): TPersonInScope | null {
  if (!isInPeopleScope(viewer.memberships, person.memberships, scope.sitesOf)) return null;
  return { ...person, manageable: mayManagePerson(viewer, person, scope.sitesOf) };
}

/** The people on the viewer's People page, each saying whether the viewer may change them. */
export async function listPeopleInScope(db: TDb, viewer: TViewer): Promise<TPersonInScope[]> {
  const scope = await peopleScopeOf(db, viewer);
  return (await loadPeople(db, scope)).flatMap((p) => inScope(viewer, scope, p) ?? []);
}

/**
 * One person of the viewer's People page, with the scope it was decided in; anyone else (unknown, or outside the
 * viewer's scope) is the same not_found. With `manage`, a person the viewer may only see is not_found too.
 */
export async function findPersonInScope(
  db: TDb,
  viewer: TViewer,
  userId: string,
  options: { manage?: boolean } = {},
): Promise<{ person: TPersonInScope; scope: TPeopleScope }> {
  const scope = await peopleScopeOf(db, viewer);
  const [found] = await loadPeople(db, scope, userId);
  const person = found && inScope(viewer, scope, found);
  if (!person || (options.manage && !person.manageable)) throw new DashboardError('not_found');
  return { person, scope };
}
