import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const storybookDir = fileURLToPath(new URL('../../.storybook', import.meta.url));
const screenshotStory = fileURLToPath(new URL('src/test/screenshotStory.ts', import.meta.url));

/**
 * Every story rendered in Chromium at one width (a viewport of .storybook/preview.tsx): its play
 * function and accessibility checks run, then its screenshot is compared with the baseline beside it.
 */
function storiesAt(width: 'desktop' | 'mobile'): TestProjectInlineConfiguration {
  return {
    plugins: [
      storybookTest({ configDir: storybookDir, storybookScript: 'npm run storybook -- --ci', initialGlobals: { viewport: { value: width } } }),
      vanillaExtractPlugin(),
    ],
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react/jsx-dev-runtime',
        '@radix-ui/react-dialog',
        '@radix-ui/react-dropdown-menu',
        'class-variance-authority',
        'uqr',
        '@vanilla-extract/dynamic',
        '@visx/scale',
        '@visx/shape',
        // The contract's value lists come through @fleet/api-client's index, which also brings its client.
        'openapi-fetch',
      ],
    },
    test: {
      name: `stories (${width})`,
      css: true,
      testTimeout: 30_000,
      setupFiles: [screenshotStory],
      // The story files of a width share one page: loading the design system again for each of ~110 files cost a third
      // of the run. Each story still mounts alone (Storybook's own render), and screenshotStory resets what it styles.
      isolate: false,
      provide: { storyWidth: width },
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            // Without --disable-font-subpixel-positioning, text drifts by a pixel between runs.
            args: ['--disable-font-subpixel-positioning', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
          },
        }),
        instances: [{ browser: 'chromium' }],
        expect: {
          toMatchScreenshot: {
            // One baseline per story and width beside the story, the same on every machine.
            resolveScreenshotPath: ({ arg, ext, root, testFileDirectory }) => `${root}/${testFileDirectory}/__screenshots__/${arg}${ext}`,
            // A changed pixel fails, however faint (a light grey on white is a change a person sees); the
            // threshold only absorbs the rasterizer rounding an antialiased edge by one level of 255.
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold: 0.01, allowedMismatchedPixels: 0 },
          },
        },
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [{ test: { name: 'units', include: ['src/**/*.test.ts'], environment: 'node' } }, storiesAt('desktop'), storiesAt('mobile')],
  },
});
