import type { ButtonTone } from '@fleet/ui/components/Button/Button.css.ts';
import { ButtonLink } from '@fleet/ui/components/Button/Button.tsx';
import type { PageAction } from '@fleet/content/pageCopy.ts';

export interface ActionLinksProps {
  actions: readonly PageAction[];
  /** 'inverse' on a brand-coloured band such as CallToAction, where a primary button would vanish. */
  primaryTone?: ButtonTone;
}

/** A row's buttons from content links: the first is the main one, the others secondary. */
export function ActionLinks({ actions, primaryTone = 'primary' }: ActionLinksProps) {
  return (
    <>
      {actions.map((action, index) => (
        <ButtonLink key={action.href} href={action.href} external={action.external} tone={index === 0 ? primaryTone : 'secondary'}>
          {action.label}
        </ButtonLink>
      ))}
    </>
  );
}
