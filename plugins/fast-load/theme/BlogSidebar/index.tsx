// Theme wrapper: the release-notes sidebar hydrates as its own region (HydrationBoundary).
import BlogSidebar from '@theme-init/BlogSidebar';
import {hydratesAlone} from '../../client/hydratesAlone';

export default hydratesAlone(BlogSidebar);
