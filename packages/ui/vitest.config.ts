import { fileURLToPath } from 'node:url';
import { testChromiumArgs, testChromiumPath } from '@fleet/browsers/testChromium';
import { loadBrand } from '@fleet/content/brand/loadBrand.ts';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import type { BrowserConfigOptions } from 'vitest/node';

const storybookDir = fileURLToPath(new URL('../../.storybook', import.meta.url));
const screenshotStory = fileURLToPath(new URL('src/test/screenshotStory.ts', import.meta.url));

const localeScreenshots = 'src/test/localeScreenshots.test.tsx';

/** Dependencies Vite bundles before the first story loads, so that a story importing one does not reload the page. */
const prebundled = [
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
];

type ScreenshotPath = NonNullable<NonNullable<NonNullable<BrowserConfigOptions['expect']>['toMatchScreenshot']>['resolveScreenshotPath']>;

/** Headless Chromium as every story project drives it, comparing screenshots pixel by pixel. */
function chromium(resolveScreenshotPath: ScreenshotPath): BrowserConfigOptions {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: testChromiumPath, args: testChromiumArgs },
    }),
    instances: [{ browser: 'chromium' }],
    expect: {
      toMatchScreenshot: {
        resolveScreenshotPath,
        // A changed pixel fails, however faint (a light grey on white is a change a person sees); the
        // threshold only absorbs the rasterizer rounding an antialiased edge by one level of 255.
        comparatorName: 'pixelmatch',
        comparatorOptions: { threshold: 0.01, allowedMismatchedPixels: 0 },
      },
    },
  };
}

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
    optimizeDeps: { include: prebundled },
    test: {
      name: `stories (${width})`,
      css: true,
      testTimeout: 30_000,
      setupFiles: [screenshotStory],
      // The story files of a width share one page: loading the design system again for each of ~110 files cost a third
      // of the run. Each story still mounts alone (Storybook's own render), and screenshotStory resets what it styles.
      isolate: false,
      provide: { storyWidth: width },
      // One baseline per story and width beside the story, the same on every machine.
      browser: chromium(({ arg, ext, root, testFileDirectory }) => `${root}/${testFileDirectory}/__screenshots__/${arg}${ext}`),
    },
  };
}

/**
 * Every site story (title 'Site/…') in German and in the pseudo-locale at one width (one project for both: a project's
 * start, a browser and the stories' first build, costs as much as a locale's renders): rendered without its play function,
 * checked for overflow, and in German compared with its `--de` baseline beside the English ones.
 *
 * Not more projects of Storybook's plugin with `initialGlobals: { locale }`: that plugin always runs the play function,
 * and the play functions look for the English words (they stay English, the language they were written in); its
 * options (tags include/exclude/skip) choose stories, not whether they play. Storybook's portable stories
 * (src/test/localeScreenshots.test.tsx) compose the same stories with the same preview, without the play.
 */
function localeStoriesAt(width: 'desktop' | 'mobile'): TestProjectInlineConfiguration {
  return {
    plugins: [vanillaExtractPlugin()],
    // What Storybook's main.ts gives the stories' build: the default brand.
    define: { __BRAND__: JSON.stringify(loadBrand({})) },
    optimizeDeps: { include: [...prebundled, '@storybook/react-vite', 'storybook/test', 'storybook/preview-api'] },
    test: {
      name: `stories de+pseudo (${width})`,
      include: [localeScreenshots],
      css: true,
      testTimeout: 30_000,
      // One file: its stories share the page as the English projects' do.
      isolate: false,
      provide: { storyWidth: width },
      // The test names the baseline by its path under src/ (`components/X/__screenshots__/<story id>--<width>--de`),
      // so that it lies beside the story's English baselines, not beside the test.
      browser: chromium(({ arg, ext, root }) => `${root}/src/${arg}${ext}`),
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'units', include: ['src/**/*.test.ts'], environment: 'node' } },
      storiesAt('desktop'),
      storiesAt('mobile'),
      localeStoriesAt('desktop'),
      localeStoriesAt('mobile'),
    ],
  },
});
