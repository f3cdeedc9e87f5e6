// Theme wrapper: the docs sidebar hydrates as its own region (HydrationBoundary).
import DocSidebar from '@theme-init/DocSidebar';
import {hydratesAlone} from '../../client/hydratesAlone';

export default hydratesAlone(DocSidebar);
