import type { Messages } from '@fleet/i18n/createMessages.ts';
import { maskedName } from '@fleet/rules';
import type { Customer } from '@fleet/ui/components/CustomerCard/CustomerCard.tsx';

/**
 * The 24 fleets of the home carousel, held only as the page shows them: each name's first letter and length
 * (maskedName). The full names are in neither the site's source nor its build, so no page, island prop or script can
 * give one away; api/test/api/customerNames.test.ts checks what the server answers.
 */
export function customers({ t }: Messages): readonly Customer[] {
  return [
    { name: maskedName('H', 20), country: t('customers.countryUnitedKingdom'), industry: t('customers.industryConstruction') },
    { name: maskedName('L', 19), country: t('customers.countryCanada'), industry: t('customers.industryForest') },
    { name: maskedName('I', 24), country: t('customers.countrySouthAfrica'), industry: t('customers.industrySecurity') },
    { name: maskedName('A', 17), country: t('customers.countryGreece'), industry: t('customers.industryTourism') },
    { name: maskedName('P', 21), country: t('customers.countryUnitedStates'), industry: t('customers.industryTransportation') },
    { name: maskedName('R', 22), country: t('customers.countryAustralia'), industry: t('customers.industryFirefighting') },
    { name: maskedName('C', 19), country: t('customers.countryUnitedArabEmirates'), industry: t('customers.industryRentalCars') },
    { name: maskedName('S', 21), country: t('customers.countryMongolia'), industry: t('customers.industryMining') },
    { name: maskedName('K', 20), country: t('customers.countryIreland'), industry: t('customers.industryConstructionEquipment') },
    { name: maskedName('B', 22), country: t('customers.countryNetherlands'), industry: t('customers.industryCleaning') },
    { name: maskedName('R', 24), country: t('customers.countryGermany'), industry: t('customers.industryRoadAndRail') },
    { name: maskedName('S', 19), country: t('customers.countrySouthKorea'), industry: t('customers.industryManufacturing') },
    { name: maskedName('A', 19), country: t('customers.countryPeru'), industry: t('customers.industryConstruction') },
    { name: maskedName('N', 18), country: t('customers.countrySweden'), industry: t('customers.industryForest') },
    { name: maskedName('V', 23), country: t('customers.countryMexico'), industry: t('customers.industrySecurity') },
    { name: maskedName('F', 20), country: t('customers.countryNorway'), industry: t('customers.industryTourism') },
    { name: maskedName('T', 22), country: t('customers.countrySpain'), industry: t('customers.industryTransportation') },
    { name: maskedName('A', 20), country: t('customers.countrySwitzerland'), industry: t('customers.industryFirefighting') },
    { name: maskedName('K', 18), country: t('customers.countryNewZealand'), industry: t('customers.industryRentalCars') },
    { name: maskedName('G', 24), country: t('customers.countryAustralia'), industry: t('customers.industryMining') },
    { name: maskedName('T', 24), country: t('customers.countryPoland'), industry: t('customers.industryConstructionEquipment') },
    { name: maskedName('S', 24), country: t('customers.countryJapan'), industry: t('customers.industryCleaning') },
    { name: maskedName('D', 22), country: t('customers.countryAustria'), industry: t('customers.industryRoadAndRail') },
    { name: maskedName('L', 24), country: t('customers.countryUnitedStates'), industry: t('customers.industryManufacturing') },
  ];
}
