import type { Messages } from '@fleet/i18n/createMessages.ts';
import { ButtonLink } from '@fleet/ui/components/Button/Button.tsx';
import { Message } from '@fleet/ui/components/Message/Message.tsx';
import type { Step } from '@fleet/ui/components/StepCard/StepCard.tsx';
import { brand } from './brand/brand.ts';
import type { PageHeaderCopy } from './pageCopy.ts';

export function howItWorksHeader({ t }: Messages): PageHeaderCopy {
  return { title: t('howItWorks.title'), description: t('howItWorks.description', { productName: brand.productName }) };
}

/** The three steps of /how-it-works. Their buttons name their text, so they speak whichever language renders them. */
export function steps({ t }: Messages): readonly Step[] {
  return [
    {
      step: 1,
      title: t('steps.chooseTitle'),
      description: t('steps.chooseDescription', { maker: brand.maker.name }),
      action: (
        <ButtonLink href="/dashcams" tone="secondary">
          <Message id="steps.browseDashcams" />
        </ButtonLink>
      ),
    },
    {
      step: 2,
      title: t('steps.simTitle'),
      description: t('steps.simDescription'),
    },
    {
      step: 3,
      title: t('steps.subscribeTitle'),
      description: t('steps.subscribeDescription'),
      action: (
        <ButtonLink href="/pricing">
          <Message id="steps.seePricing" />
        </ButtonLink>
      ),
    },
  ];
}
