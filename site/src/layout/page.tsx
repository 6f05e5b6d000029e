import { type ComponentType, lazy } from 'react';
import type { HeadSettings } from '../head/pageHead.ts';
import { PageHead } from './PageHead.tsx';

export type PageModule<Name extends string> = { head: HeadSettings } & { [P in Name]: ComponentType };

type Loaded = { default: ComponentType };

/**
 * A route's page, loaded on demand with its head. Once `load()` has finished, the page renders without
 * suspending: the prerenderer and the first (hydrating) render in the browser call it beforehand, so both
 * produce the page itself, never a fallback. The id is the module's name: the prerenderer finds the page's
 * chunk in the build manifest by it and preloads it.
 */
export function page<Name extends string>(id: Name, importPage: () => Promise<PageModule<Name>>) {
  let loaded: Loaded | undefined;
  const load = async (): Promise<Loaded> => {
    if (loaded) return loaded;
    const module = await importPage();
    const Content: ComponentType = module[id];
    loaded = {
      default: function LoadedPage() {
        return (
          <>
            <PageHead pageId={id} settings={module.head} />
            <Content />
          </>
        );
      },
    };
    return loaded;
  };
  // A thenable that calls back at once lets React.lazy resolve during the same render.
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point: React.lazy resolves it in the same render.
  const settled = (value: Loaded) => ({ then: (resolve: (value: Loaded) => void) => resolve(value) }) as unknown as Promise<Loaded>;
  const Page = lazy(() => (loaded ? settled(loaded) : load()));
  return Object.assign(Page, { load });
}
