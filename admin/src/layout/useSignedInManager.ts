import type { Manager } from '@fleet/api-client';
import { useRouteLoaderData } from 'react-router-dom';

/** The id of the protected pages' route, whose loader checks the stored manager. */
export const sessionRouteId = 'session';

/** The signed-in, active manager, as the protected pages' loader found them. */
export function useSignedInManager(): Manager {
  const manager = useRouteLoaderData<Manager>(sessionRouteId);
  if (!manager) throw new Error('useSignedInManager is used outside the protected pages');
  return manager;
}
