import type { Preview } from '@storybook/react-vite';
import { UiProvider } from '../packages/ui/src/index.ts';
import { fixedClipboard, storyNow } from '../packages/ui/src/test/storyProviders.ts';

const preview: Preview = {
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
    (Story, { parameters }) => (
      <UiProvider now={storyNow} clipboard={parameters.clipboard ?? fixedClipboard}>
        <Story />
      </UiProvider>
    ),
  ],
};

export default preview;
