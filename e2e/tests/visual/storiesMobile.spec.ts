import { screenshotEveryStory } from '../../utils/screenshotEveryStory';

screenshotEveryStory('mobile');
