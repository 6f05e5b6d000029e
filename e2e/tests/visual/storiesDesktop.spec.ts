import { screenshotEveryStory } from '../../utils/screenshotEveryStory';

screenshotEveryStory('desktop');
