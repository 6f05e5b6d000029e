import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const storybookDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'rules', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [storybookTest({ configDir: storybookDir, storybookScript: 'npm run storybook -- --ci' }), vanillaExtractPlugin()],
        optimizeDeps: {
          include: ['react', 'react-dom', 'react/jsx-dev-runtime', '@radix-ui/react-dialog', '@radix-ui/react-dropdown-menu', 'class-variance-authority'],
        },
        test: {
          name: 'storybook',
          css: true,
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: ['--disable-font-subpixel-positioning', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
