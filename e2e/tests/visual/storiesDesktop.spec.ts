import { screenshotEveryStory } from '../../utils/screenshotEveryStory.ts';

screenshotEveryStory('desktop');
