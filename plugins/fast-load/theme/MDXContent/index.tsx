// Theme wrapper: a page's Markdown content hydrates as its own region (HydrationBoundary).
import MDXContent from '@theme-init/MDXContent';
import {hydratesAlone} from '../../client/hydratesAlone';

export default hydratesAlone(MDXContent);
