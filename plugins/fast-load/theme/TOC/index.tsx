// Theme wrapper: the table of contents hydrates as its own region (HydrationBoundary).
import TOC from '@theme-init/TOC';
import {hydratesAlone} from '../../client/hydratesAlone';

export default hydratesAlone(TOC);
