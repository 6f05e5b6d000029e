import { loadBrand } from '@fleet/content/brand/loadBrand.ts';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // Without the plugin here: "Styles were unable to be assigned to a file".
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // The stories show the site's content (@fleet/content), which reads the brand a build defines. Always the
    // default brand, whatever SITE_BRAND_CONFIG says, so the screenshots are the same on every machine.
    viteConfig.define = { ...viteConfig.define, __BRAND__: JSON.stringify(loadBrand({})) };
    return viteConfig;
  },
};

export default config;
