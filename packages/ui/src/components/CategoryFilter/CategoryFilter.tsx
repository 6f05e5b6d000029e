import { useRef } from 'react';
import { useValueChangedBeforeScript } from '../../hooks/useValueChangedBeforeScript.ts';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { type FilterChipOption, FilterChips } from '../FilterChips/FilterChips.tsx';
import { Select } from '../Select/Select.tsx';
import * as styles from './CategoryFilter.css';

export type CategoryOption = FilterChipOption;

export interface CategoryFilterProps {
  /** The labels of the category map, from 'All' to 'Caught On {maker}'. */
  options: readonly CategoryOption[];
  value: string;
  onChange: (value: string) => void;
  /** Names the chips and labels the dropdown; 'Filter by category' (in the page's language) by default. */
  label?: string;
  /** The address of each choice: the chips become links that work without script (see FilterChips). */
  hrefFor?: (value: string) => string;
}

/**
 * The blog list's category choice: a row of chips on wide screens, a dropdown on phones. A dropdown needs
 * script to act, so a phone that runs none gets the chips (as links, given `hrefFor`).
 */
export function CategoryFilter({ options, value, onChange, label: labelProp, hrefFor }: CategoryFilterProps) {
  const { t } = useMessages();
  const label = labelProp ?? t('categoryFilter.label');
  const dropdown = useRef<HTMLSelectElement>(null);
  // A category chosen in the dropdown before the script arrived is the choice. A value it has no option for shows
  // as the first option, so that is what it was rendered with.
  const shown = options.some((option) => option.value === value) ? value : (options[0]?.value ?? '');
  useValueChangedBeforeScript(dropdown, shown, onChange);
  return (
    <div>
      <div className={styles.chips}>
        <FilterChips options={options} value={value} onChange={onChange} label={label} hrefFor={hrefFor} />
      </div>
      <div className={styles.dropdown}>
        <Select ref={dropdown} label={label} options={options} value={value} onChange={(event) => onChange(event.target.value)} fullWidth />
      </div>
    </div>
  );
}
