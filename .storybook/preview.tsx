import { catalogue, messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import { isLocale } from '@fleet/i18n/locales.ts';
import { pseudoMessages } from '@fleet/i18n/pseudoMessages.ts';
import type { Preview } from '@storybook/react-vite';
import { UiProvider } from '../packages/ui/src/index.ts';
import { fixedClipboard, storyNow } from '../packages/ui/src/test/storyProviders.ts';

const pseudo = pseudoMessages(catalogue('en'));

/** The story's language, from the toolbar: a locale of the site, or the pseudo-locale (accented and ~40 % longer) for design review. */
const storyMessages = (locale: unknown): Messages => (locale === 'pseudo' ? pseudo : messagesFor(isLocale(locale) ? locale : 'en'));

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'The language of the text',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
          { value: 'pseudo', title: 'Pseudo-locale' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Any accessibility violation fails the story's test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile', styles: { width: '375px', height: '812px' } },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '900px' } },
      },
    },
  },
  decorators: [
    (Story, { parameters, globals }) => (
      <UiProvider now={storyNow} clipboard={parameters.clipboard ?? fixedClipboard} messages={storyMessages(globals.locale)}>
        <Story />
      </UiProvider>
    ),
  ],
};

export default preview;
