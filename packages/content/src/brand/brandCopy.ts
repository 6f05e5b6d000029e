import type { Messages } from '@fleet/i18n/createMessages.ts';
import { defaultLocale } from '@fleet/i18n/locales.ts';
import type { BrandConfig } from './BrandConfig.ts';
import { brand } from './brand.ts';
import { regionName } from './regionName.ts';

/**
 * The brand's own words in the page's language. The brand file is the operator's configuration and is written in
 * English: the default locale shows it as configured, the others their catalogue's wording of the default brand.
 */
export function brandCopy({ lang, intl, t }: Messages): Pick<BrandConfig, 'tagline' | 'description' | 'offices'> {
  if (lang === defaultLocale) return { tagline: brand.tagline, description: brand.description, offices: brand.offices };
  return {
    tagline: t('brand.tagline'),
    description: t('brand.description'),
    offices: brand.offices.map((office) => ({ ...office, name: regionName(office.name, intl) })),
  };
}
