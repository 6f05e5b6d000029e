import type { DemoUrlSort } from '@fleet/ui/components/DemoUrlList/DemoUrlList.tsx';
import { useSearchParams } from 'react-router-dom';

/** The demo URL list's order, kept in the address (`?sort=last_opened`; newest first when absent), so a reload keeps it. */
export function useDemoUrlSort(): [DemoUrlSort, (sort: DemoUrlSort) => void] {
  const [params, setParams] = useSearchParams();
  const sort: DemoUrlSort = params.get('sort') === 'last_opened' ? 'last_opened' : 'created';
  const setSort = (next: DemoUrlSort) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'created') changed.delete('sort');
        else changed.set('sort', next);
        return changed;
      },
      // The list is reordered where the person is: a jump to the top would take the control from under their hand.
      { replace: true, preventScrollReset: true },
    );
  return [sort, setSort];
}
