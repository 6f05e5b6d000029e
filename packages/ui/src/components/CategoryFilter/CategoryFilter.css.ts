import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';

// Exactly one of the two controls is displayed at a time, so assistive technology never meets the choice twice.
const withoutScript = '(scripting: none)';

export const chips = style({ display: 'none', '@media': { [media.tablet]: { display: 'block' }, [withoutScript]: { display: 'block' } } });

export const dropdown = style({ display: 'block', '@media': { [media.tablet]: { display: 'none' }, [withoutScript]: { display: 'none' } } });
